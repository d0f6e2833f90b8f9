import type { IntlShape } from 'react-intl';
import type { LotteryDrawCadence } from '../../gql/graphql';

export interface DrawSchedule {
  cadence: LotteryDrawCadence;
  intervalSeconds?: number | null;
  weekdays?: ReadonlyArray<number> | null;
  time?: string | null;
}

/** Schedules and results are both shown in Vietnam time, the site's market, and labelled so. */
export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';

// 2024-01-01 was a Monday: ISO weekday n is that date plus n - 1 days (read in UTC, so no zone shifts it).
const MONDAY_UTC = Date.UTC(2024, 0, 1);

function weekdayNames(intl: IntlShape, weekdays: readonly number[]): string {
  const names = weekdays.map((day) => intl.formatDate(MONDAY_UTC + (day - 1) * 86_400_000, { weekday: 'short', timeZone: 'UTC' }));
  return intl.formatList(names, { type: 'conjunction', style: 'narrow' });
}

/** A draw schedule in the reader's language: "Mỗi 5 phút", "Hằng ngày 18:15 giờ Việt Nam", "T2, T7 17:15 …". */
export function formatDrawSchedule(intl: IntlShape, schedule: DrawSchedule): string | null {
  const time = schedule.time ? intl.formatMessage({ id: 'lottery.schedule.vietnamTime' }, { time: schedule.time }) : '';
  switch (schedule.cadence) {
    case 'INTERVAL': {
      const seconds = schedule.intervalSeconds ?? 0;
      if (seconds <= 0) return null;
      return seconds % 60 === 0
        ? intl.formatMessage({ id: 'lottery.schedule.everyMinutes' }, { minutes: seconds / 60 })
        : intl.formatMessage({ id: 'lottery.schedule.everySeconds' }, { seconds });
    }
    case 'DAILY':
      return intl.formatMessage({ id: 'lottery.schedule.daily' }, { time }).trim();
    case 'WEEKLY':
      return intl.formatMessage({ id: 'lottery.schedule.weekly' }, { days: weekdayNames(intl, schedule.weekdays ?? []), time }).trim();
    case 'MONTHLY':
      return intl.formatMessage({ id: 'lottery.schedule.monthly' }, { time }).trim();
    default:
      return null;
  }
}

/** A draw's time in Vietnam time (the label says so). */
export function formatVietnamDateTime(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: VIETNAM_TIME_ZONE });
}

// Vietnam keeps UTC+7 all year (no daylight saving): a schedule's wall time is this far ahead of UTC.
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** Minutes after midnight of an "HH:mm" time, or null when it is not one. */
function minutesOfDay(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/**
 * When the game draws next (epoch ms, after `now`), from its schedule: interval games count from Vietnam's
 * midnight, the others draw at their time on their days. null when the schedule does not say (a monthly game
 * names no day).
 */
export function nextDrawAt(schedule: DrawSchedule, now: number): number | null {
  const local = now + VIETNAM_OFFSET_MS;
  const midnight = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  if (schedule.cadence === 'INTERVAL') {
    const interval = (schedule.intervalSeconds ?? 0) * 1000;
    if (interval <= 0) return null;
    return midnight + (Math.floor((local - midnight) / interval) + 1) * interval - VIETNAM_OFFSET_MS;
  }
  const minutes = minutesOfDay(schedule.time);
  if (minutes === null || (schedule.cadence !== 'DAILY' && schedule.cadence !== 'WEEKLY')) return null;
  const weekdays = schedule.cadence === 'WEEKLY' ? (schedule.weekdays ?? []) : [1, 2, 3, 4, 5, 6, 7];
  for (let day = 0; day <= 7; day += 1) {
    const start = midnight + day * DAY_MS;
    // ISO weekday of that Vietnamese date: 1970-01-01 was a Thursday (4).
    const weekday = ((Math.floor(start / DAY_MS) + 3) % 7) + 1;
    const draw = start + minutes * 60_000;
    if (weekdays.includes(weekday) && draw > local) return draw - VIETNAM_OFFSET_MS;
  }
  return null;
}

/** The time left until a draw, as "[n days] HH:MM:SS" in the reader's language. */
export function formatCountdown(intl: IntlShape, milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const days = Math.floor(total / 86_400);
  const clock = [Math.floor(total / 3600) % 24, Math.floor(total / 60) % 60, total % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return intl.formatMessage({ id: 'lottery.countdown' }, { days, time: clock });
}
