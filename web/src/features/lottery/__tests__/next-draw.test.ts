import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import en from '../../../i18n/messages/en.json';
import vi from '../../../i18n/messages/vi.json';
import { formatCountdown, nextDrawAt } from '../draw-schedule';

// 2026-11-27 is a Friday; 10:00:30 in Vietnam is 03:00:30 UTC.
const FRIDAY_10_00_30_VN = Date.UTC(2026, 10, 27, 3, 0, 30);

describe('the next draw', () => {
  it('counts interval games from Vietnam midnight', () => {
    expect(nextDrawAt({ cadence: 'INTERVAL', intervalSeconds: 300 }, FRIDAY_10_00_30_VN)).toBe(Date.UTC(2026, 10, 27, 3, 5, 0));
    // A draw exactly now is over: the next is one interval on.
    expect(nextDrawAt({ cadence: 'INTERVAL', intervalSeconds: 30 }, FRIDAY_10_00_30_VN)).toBe(Date.UTC(2026, 10, 27, 3, 1, 0));
  });

  it('draws daily games today when their time is still ahead, tomorrow when it has passed', () => {
    expect(nextDrawAt({ cadence: 'DAILY', time: '18:15' }, FRIDAY_10_00_30_VN)).toBe(Date.UTC(2026, 10, 27, 11, 15));
    expect(nextDrawAt({ cadence: 'DAILY', time: '09:00' }, FRIDAY_10_00_30_VN)).toBe(Date.UTC(2026, 10, 28, 2, 0));
  });

  it('finds a weekly game\'s next listed weekday in Vietnam time', () => {
    // Monday and Saturday at 17:15: Saturday 2026-11-28.
    expect(nextDrawAt({ cadence: 'WEEKLY', weekdays: [1, 6], time: '17:15' }, FRIDAY_10_00_30_VN)).toBe(Date.UTC(2026, 10, 28, 10, 15));
    // Friday at 09:00 has passed today: next Friday.
    expect(nextDrawAt({ cadence: 'WEEKLY', weekdays: [5], time: '09:00' }, FRIDAY_10_00_30_VN)).toBe(Date.UTC(2026, 11, 4, 2, 0));
    // 23:30 UTC Thursday is already Friday 06:30 in Vietnam.
    expect(nextDrawAt({ cadence: 'WEEKLY', weekdays: [5], time: '07:00' }, Date.UTC(2026, 10, 26, 23, 30))).toBe(Date.UTC(2026, 10, 27, 0, 0));
  });

  it('says nothing when the schedule names no day or time', () => {
    expect(nextDrawAt({ cadence: 'MONTHLY', time: '15:30' }, FRIDAY_10_00_30_VN)).toBeNull();
    expect(nextDrawAt({ cadence: 'DAILY', time: null }, FRIDAY_10_00_30_VN)).toBeNull();
    expect(nextDrawAt({ cadence: 'INTERVAL', intervalSeconds: 0 }, FRIDAY_10_00_30_VN)).toBeNull();
  });

  it('words the time left, with days only when there are some', () => {
    expect(formatCountdown(createIntl({ locale: 'en', messages: en }), 3_723_000)).toBe('Next draw in 01:02:03');
    expect(formatCountdown(createIntl({ locale: 'vi', messages: vi }), 2 * 86_400_000 + 59_000)).toBe('Kỳ quay sau 2 ngày 00:00:59');
  });
});
