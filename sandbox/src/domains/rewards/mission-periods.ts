import { DAY_MS, HOUR_MS } from '../../core/epoch.js';
import type { MissionPeriod } from '../member-book/missions.js';

const VN_OFFSET = 7 * HOUR_MS;

/** When the current period of missions ends, in Vietnam time: next midnight, next Monday, next month. */
export function periodEnd(period: MissionPeriod, now: number): number {
  const local = now + VN_OFFSET;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  switch (period) {
    case 'DAILY':
      return dayStart + DAY_MS - VN_OFFSET;
    case 'WEEKLY': {
      const weekday = (new Date(dayStart).getUTCDay() + 6) % 7;
      return dayStart + (7 - weekday) * DAY_MS - VN_OFFSET;
    }
    case 'MONTHLY': {
      const date = new Date(dayStart);
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) - VN_OFFSET;
    }
  }
}

export function periodStart(period: MissionPeriod, now: number): number {
  const end = periodEnd(period, now);
  if (period === 'DAILY') return end - DAY_MS;
  if (period === 'WEEKLY') return end - 7 * DAY_MS;
  const local = new Date(end + VN_OFFSET - DAY_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - VN_OFFSET;
}
