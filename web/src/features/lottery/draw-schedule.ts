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
