import type { LotteryPrizeMode } from '../../../__generated__/schema-types.js';
import type { LotteryGameModel, LotteryMenuModel, LotteryResultModel } from './lottery-models.js';
import type { MenuGameValue, MenuGroupValue, OpenedDrawValue } from './upstream-shapes.js';

const PRIZE_MODES: readonly LotteryPrizeMode[] = ['LOTT', 'ZY', 'ELOTT', 'SEA'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
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

/** The draw cadence in words: "Every 5 min", "Daily 18:15", "Mon, Sat 17:15", "Monthly 15:30". */
export function scheduleOf(value: MenuGameValue): string | null {
  if (value.drawType === 'INTERVAL' && typeof value.drawIntervalSeconds === 'number' && value.drawIntervalSeconds > 0) {
    const seconds = value.drawIntervalSeconds;
    return seconds % 60 === 0 ? `Every ${seconds / 60} min` : `Every ${seconds} s`;
  }
  const time = typeof value.nextOpenTime === 'number' ? vietnamTime(value.nextOpenTime) : null;
  const at = time === null ? '' : ` ${time}`;
  switch (value.drawType) {
    case 'DAILY':
      return `Daily${at}`;
    case 'WEEKLY': {
      const days = (value.drawWeekdays ?? [])
        .slice()
        .sort((a, b) => a - b)
        .flatMap((day) => WEEKDAYS[day] ?? []);
      return days.length > 0 ? `${days.join(', ')}${at}` : `Weekly${at}`;
    }
    case 'MONTHLY':
      return `Monthly${at}`;
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
