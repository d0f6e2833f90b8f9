import { DAY_MS, HOUR_MS } from './epoch.js';

/** Report days are Vietnam calendar days (UTC+7, no daylight saving), written YYYY-MM-DD. */
const VN_OFFSET_MS = 7 * HOUR_MS;
const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function vnDayOf(moment: number): string {
  return new Date(moment + VN_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first millisecond of a Vietnam day; null when the key is not a real calendar date. */
export function vnDayStart(day: string): number | null {
  if (!DAY_KEY.test(day)) return null;
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(midnightUtc) || new Date(midnightUtc).toISOString().slice(0, 10) !== day) return null;
  return midnightUtc - VN_OFFSET_MS;
}

/** The Vietnam day `days` before the given one. */
export function vnDayBefore(day: string, days: number): string {
  const start = vnDayStart(day);
  if (start === null) throw new Error(`not a day: ${day}`);
  return vnDayOf(start - days * DAY_MS);
}
