import type { Language } from '../../protocol/headers.js';
import type { LotteryGame } from './lottery-games.js';
import { providerOf } from './lottery-games.js';
import { localize } from '../../core/localized.js';
import { drawTime, drawsOnLocalDay, latestDrawIndex, numeroOf } from './draw-schedule.js';

function drawType(game: LotteryGame): 'WEEKLY' | 'DAILY' | 'MONTHLY' | 'INTERVAL' {
  const { schedule } = game;
  if (schedule.kind === 'interval') return 'INTERVAL';
  if (schedule.kind === 'monthly') return 'MONTHLY';
  return schedule.weekdays.length === 7 ? 'DAILY' : 'WEEKLY';
}

/** One entry of `gameMenus[]`: the game, its provider and the draw that is open for bets now. */
export function menuEntry(game: LotteryGame, language: Language, now: number) {
  const { schedule } = game;
  const last = latestDrawIndex(schedule, now);
  return {
    gameId: game.gameId,
    gameCode: game.gameCode,
    gameName: localize(game.gameName, language),
    gameGroupCode: game.gameGroupCode,
    prizeMode: game.prizeMode,
    providerCode: providerOf(game),
    lottoArea: game.prizeMode === 'SEA' ? 'SEA' : 'VN',
    drawType: drawType(game),
    drawIntervalSeconds: schedule.kind === 'interval' ? schedule.everyMs / 1000 : null,
    drawWeekdays: schedule.kind === 'weekly' ? [...schedule.weekdays] : null,
    drawsToday: drawsOnLocalDay(game, now),
    currentNumero: numeroOf(schedule, last + 1),
    nextOpenTime: drawTime(schedule, last + 1),
    lastNumero: last >= 0 ? numeroOf(schedule, last) : null,
    lastOpenTime: last >= 0 ? drawTime(schedule, last) : null,
    isHot: game.isHot,
    isNew: game.isNew,
    maintenance: false,
  };
}
