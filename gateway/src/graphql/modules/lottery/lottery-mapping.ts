import type { LotteryPrizeMode } from '../../../__generated__/schema-types.js';
import type { LotteryDrawScheduleModel, LotteryGameModel, LotteryMenuModel, LotteryResultModel } from './lottery-models.js';
import type { MenuGameValue, MenuGroupValue, OpenedDrawValue } from './upstream-shapes.js';

const PRIZE_MODES: readonly LotteryPrizeMode[] = ['LOTT', 'ZY', 'ELOTT', 'SEA'];
/** Draw times are shown in Vietnam time, the site's market (UTC+7, no daylight saving). */
const VIETNAM_OFFSET_MS = 7 * 3600_000;

/** The platform writes prize modes as LOTT or Lott, ELOTT or Elott (spec 001 section 7). */
export function prizeModeOf(raw: string | undefined): LotteryPrizeMode | null {
  const upper = (raw ?? '').toUpperCase();
  return PRIZE_MODES.find((mode) => mode === upper) ?? null;
}

export function toMenus(groups: readonly MenuGroupValue[] | undefined): LotteryMenuModel[] {
  return (Array.isArray(groups) ? groups : []).flatMap((group) => {
    const code = group.gameGroupCode?.trim();
    if (!code) return [];
    const sea = group.providerCode === 'TCG_SEA' || prizeModeOf(group.prizeMode) === 'SEA';
    return [
      {
        code,
        name: group.gameGroupName?.trim() || code,
        area: sea ? 'SEA' : 'VN',
        games: (group.gameMenus ?? []).flatMap((game: MenuGameValue) => toLotteryGame(game, group.prizeMode) ?? []),
      },
    ];
  });
}

export function toLotteryGame(value: MenuGameValue, groupPrizeMode?: string): LotteryGameModel | null {
  const gameCode = value.gameCode?.trim();
  const prizeMode = prizeModeOf(value.prizeMode ?? groupPrizeMode);
  if (!gameCode || prizeMode === null) return null;
  return {
    gameCode,
    name: value.gameName?.trim() || gameCode,
    prizeMode,
    schedule: scheduleOf(value),
    maintenance: value.maintenance === true || value.maintenance === 1,
  };
}

/** Vietnam time, the site's market: schedules and results are both given in it (spec 000: VI first). */
export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** The draw cadence as data (clients word it in their language), times in Vietnam time. */
export function scheduleOf(value: MenuGameValue): LotteryDrawScheduleModel | null {
  const base = { intervalSeconds: null, weekdays: null, time: null, timeZone: VIETNAM_TIME_ZONE };
  const interval = value.drawIntervalSeconds;
  if (value.drawType === 'INTERVAL' && typeof interval === 'number' && interval > 0) {
    return { ...base, cadence: 'INTERVAL', intervalSeconds: interval };
  }
  const time = typeof value.nextOpenTime === 'number' ? vietnamTime(value.nextOpenTime) : null;
  switch (value.drawType) {
    case 'DAILY':
      return { ...base, cadence: 'DAILY', time };
    case 'WEEKLY': {
      // The platform counts 0 Sunday … 6 Saturday; the schema's ISO weekdays are 1 Monday … 7 Sunday.
      const weekdays = [...new Set((value.drawWeekdays ?? []).filter((day) => Number.isInteger(day) && day >= 0 && day <= 6).map((day) => (day === 0 ? 7 : day)))];
      return { ...base, cadence: 'WEEKLY', weekdays: weekdays.sort((a, b) => a - b), time };
    }
    case 'MONTHLY':
      return { ...base, cadence: 'MONTHLY', time };
    default:
      return null;
  }
}

function vietnamTime(ms: number): string {
  const local = new Date(ms + VIETNAM_OFFSET_MS);
  return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
}

/** One opened draw; prize groups flattened in the platform's order (special prize first). */
export function toResult(value: OpenedDrawValue, gameName: string): LotteryResultModel | null {
  const gameCode = value.gameCode?.trim();
  if (!gameCode || !value.numero) return null;
  const numbers = (value.prizes ?? []).flatMap((prize) => prize.numbers ?? []);
  return {
    gameCode,
    gameName,
    drawNumber: value.numero,
    numbers: numbers.length > 0 ? numbers : value.winningNumber ? [value.winningNumber] : [],
    drawnAt: typeof value.openTime === 'number' ? new Date(value.openTime).toISOString() : null,
  };
}
