import { DAY_MS, MINUTE_MS } from '../../core/epoch.js';
import type { DrawSchedule, LotteryGame } from './lottery-games.js';

const WEEK_MS = 7 * DAY_MS;
/** Every series starts on Monday 2019-12-30 (local time): enough history for 100+ results of weekly games. */
const SERIES_START_LOCAL = Date.UTC(2019, 11, 30);
const FIRST_MONTH = { year: 2020, month: 0 };

/** Position of a weekday in a Monday-first week. */
const mondayFirst = (weekday: number) => (weekday + 6) % 7;

function sortedDays(schedule: Extract<DrawSchedule, { kind: 'weekly' }>): number[] {
  return [...schedule.weekdays].map(mondayFirst).sort((left, right) => left - right);
}

/** When draw number `index` (0 = the first of the series) opens, in UTC ms. */
export function drawTime(schedule: DrawSchedule, index: number): number {
  const offset = schedule.utcOffsetMinutes * MINUTE_MS;
  switch (schedule.kind) {
    case 'interval':
      return SERIES_START_LOCAL - offset + (index + 1) * schedule.everyMs;
    case 'weekly': {
      const days = sortedDays(schedule);
      const day = days[index % days.length] ?? 0;
      const local = SERIES_START_LOCAL + Math.floor(index / days.length) * WEEK_MS + day * DAY_MS + schedule.minuteOfDay * MINUTE_MS;
      return local - offset;
    }
    case 'monthly': {
      const count = schedule.days.length;
      const day = schedule.days[index % count] ?? 1;
      const local = Date.UTC(FIRST_MONTH.year, FIRST_MONTH.month + Math.floor(index / count), day) + schedule.minuteOfDay * MINUTE_MS;
      return local - offset;
    }
  }
}

/** The index of the latest draw opened at `now`, or -1 before the first one. */
export function latestDrawIndex(schedule: DrawSchedule, now: number): number {
  const local = now + schedule.utcOffsetMinutes * MINUTE_MS;
  let index: number;
  switch (schedule.kind) {
    case 'interval':
      return Math.max(Math.floor((now - drawTime(schedule, -1)) / schedule.everyMs) - 1, -1);
    case 'weekly':
      index = (Math.floor((local - SERIES_START_LOCAL) / WEEK_MS) + 1) * schedule.weekdays.length - 1;
      break;
    case 'monthly': {
      const date = new Date(local);
      const months = (date.getUTCFullYear() - FIRST_MONTH.year) * 12 + date.getUTCMonth() - FIRST_MONTH.month;
      index = (months + 1) * schedule.days.length - 1;
      break;
    }
  }
  while (index >= 0 && drawTime(schedule, index) > now) index -= 1;
  return Math.max(index, -1);
}

const pad = (value: number, size: number) => String(value).padStart(size, '0');

function localDate(local: number): string {
  const date = new Date(local);
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}`;
}

/**
 * The draw's public number: the local date (`20250101`) for daily, weekly and monthly games; date and
 * sequence of the day (`20250101-0481`) for interval games, whose midnight draw closes the previous day.
 */
export function numeroOf(schedule: DrawSchedule, index: number): string {
  const local = drawTime(schedule, index) + schedule.utcOffsetMinutes * MINUTE_MS;
  if (schedule.kind !== 'interval') return localDate(local);
  const dayStart = Math.floor((local - 1) / DAY_MS) * DAY_MS;
  const sequence = Math.round((local - dayStart) / schedule.everyMs);
  return `${localDate(dayStart)}-${pad(sequence, 4)}`;
}

/** The draw index of a numero, or undefined when the game has no such draw. */
export function drawIndexOf(schedule: DrawSchedule, numero: string): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(?:-(\d{4}))?$/.exec(numero);
  if (match === null) return undefined;
  const [, year, month, day, sequence] = match;
  const dayStart = Date.UTC(Number(year), Number(month) - 1, Number(day));
  if (Number.isNaN(dayStart) || localDate(dayStart) !== `${year}${month}${day}`) return undefined;
  const offset = schedule.utcOffsetMinutes * MINUTE_MS;
  const wanted = schedule.kind === 'interval'
    ? sequence === undefined ? undefined : dayStart + Number(sequence) * schedule.everyMs - offset
    : sequence === undefined ? dayStart + schedule.minuteOfDay * MINUTE_MS - offset : undefined;
  if (wanted === undefined) return undefined;
  const index = latestDrawIndex(schedule, wanted);
  return index >= 0 && drawTime(schedule, index) === wanted && numeroOf(schedule, index) === numero ? index : undefined;
}

/** Bets close this long before a draw opens. */
export function betCloseMs(schedule: DrawSchedule): number {
  return schedule.kind === 'interval' ? Math.min(10_000, schedule.everyMs / 6) : 15 * MINUTE_MS;
}

export function drawsOnLocalDay(game: LotteryGame, now: number): boolean {
  const { schedule } = game;
  const local = new Date(now + schedule.utcOffsetMinutes * MINUTE_MS);
  switch (schedule.kind) {
    case 'interval':
      return true;
    case 'weekly':
      return schedule.weekdays.includes(local.getUTCDay());
    case 'monthly':
      return schedule.days.includes(local.getUTCDate());
  }
}
