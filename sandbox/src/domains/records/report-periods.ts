import { vnDayBefore, vnDayOf, vnDayStart } from '../../core/vn-day.js';
import { DAY_MS } from '../../core/epoch.js';

export const REPORT_PERIODS = ['TODAY', 'YESTERDAY', 'LAST_7_DAYS', 'LAST_30_DAYS', 'THIS_MONTH', 'LAST_MONTH'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

function startOf(day: string): number {
  const start = vnDayStart(day);
  if (start === null) throw new Error(`not a day: ${day}`);
  return start;
}

/** The first day of the month `monthsBack` months before the given day's month, as YYYY-MM-01. */
function firstOfMonth(day: string, monthsBack: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - monthsBack;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** A report period in Vietnam days on the sandbox clock: `[start, end]` in ms, both included. */
export function periodWindow(period: ReportPeriod, now: number): [number, number] {
  const today = vnDayOf(now);
  const endOfToday = startOf(today) + DAY_MS - 1;
  switch (period) {
    case 'TODAY':
      return [startOf(today), endOfToday];
    case 'YESTERDAY':
      return [startOf(vnDayBefore(today, 1)), startOf(today) - 1];
    case 'LAST_7_DAYS':
      return [startOf(vnDayBefore(today, 6)), endOfToday];
    case 'LAST_30_DAYS':
      return [startOf(vnDayBefore(today, 29)), endOfToday];
    case 'THIS_MONTH':
      return [startOf(firstOfMonth(today, 0)), endOfToday];
    case 'LAST_MONTH':
      return [startOf(firstOfMonth(today, 1)), startOf(firstOfMonth(today, 0)) - 1];
  }
}
