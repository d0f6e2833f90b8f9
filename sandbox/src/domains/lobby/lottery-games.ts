import { LOTTERY_GAMES, LOTTERY_GROUPS, PRIZE_MODES, providerOf } from '../lottery/lottery-games.js';
import type { DrawSchedule, PrizeMode } from '../lottery/lottery-games.js';
import type { Localized } from '../../core/localized.js';
import { randomInt } from '../../core/prng.js';
import type { Random } from '../../core/prng.js';

export { PRIZE_MODES };
export type { PrizeMode };

/**
 * A game of the lottery lobby (`/lgw/games/game_menus`, `/lgw/games/popular`); each is also a row of the LOTT
 * or ELOTT game list. The games, codes and ids are the lottery catalogue the `/lgw/vn/*` calls answer
 * (domains/lottery/lottery-games.ts), so every lottery call names a game the same way.
 */
export interface LotteryGame {
  gameId: number;
  gameCode: string;
  name: Localized;
  prizeMode: PrizeMode;
  gameGroupCode: string;
  groupName: Localized;
  /** The vendor whose card holds the game: TCG_LOTTO_VN, TCG_SEA, or TCG_ELOTT for the ELOTT lane. */
  vassalage: string;
  /** The lottery provider the site routes by (TCG_LOTTO_VN or TCG_SEA). */
  provider: string;
  drawMinutes: number | null;
  /** Local draw time of the scheduled draws, e.g. 18:15; null for the interval draws. */
  drawTime: string | null;
  isHot: boolean;
  isNew: boolean;
  maintenance: boolean;
  /** Players over the last day, orders `/lgw/games/popular`. */
  popularity: number;
  sort: number;
}

function drawTimeOf(schedule: DrawSchedule): string | null {
  if (schedule.kind === 'interval') return null;
  const hours = Math.floor(schedule.minuteOfDay / 60);
  return `${String(hours).padStart(2, '0')}:${String(schedule.minuteOfDay % 60).padStart(2, '0')}`;
}

export function seedLotteryGames(random: Random): LotteryGame[] {
  const sortInGroup = new Map<string, number>();
  return LOTTERY_GAMES.map((game): LotteryGame => {
    const group = LOTTERY_GROUPS.find((candidate) => candidate.gameGroupCode === game.gameGroupCode);
    const sort = (sortInGroup.get(game.gameGroupCode) ?? 0) + 1;
    sortInGroup.set(game.gameGroupCode, sort);
    return {
      gameId: game.gameId,
      gameCode: game.gameCode,
      name: { ...game.gameName },
      prizeMode: game.prizeMode,
      gameGroupCode: game.gameGroupCode,
      groupName: { ...(group?.gameGroupName ?? { vi: game.gameGroupCode, en: game.gameGroupCode }) },
      vassalage: game.prizeMode === 'ELOTT' ? 'TCG_ELOTT' : providerOf(game),
      provider: providerOf(game),
      drawMinutes: game.schedule.kind === 'interval' ? game.schedule.everyMs / 60_000 : null,
      drawTime: drawTimeOf(game.schedule),
      isHot: game.isHot,
      isNew: game.isNew,
      maintenance: false,
      popularity: randomInt(random, 120, 9800),
      sort,
    };
  });
}
