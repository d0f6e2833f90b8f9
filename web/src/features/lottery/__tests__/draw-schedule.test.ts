import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import en from '../../../i18n/messages/en.json';
import vi from '../../../i18n/messages/vi.json';
import { formatDrawSchedule, formatVietnamDateTime } from '../draw-schedule';

const intlOf = (locale: string, messages: Record<string, string>) => createIntl({ locale, messages });
const ENGLISH_WORDS = /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Daily|Every|Weekly|Monthly)\b/;

describe('draw schedules', () => {
  const schedules = [
    { cadence: 'INTERVAL' as const, intervalSeconds: 300 },
    { cadence: 'INTERVAL' as const, intervalSeconds: 45 },
    { cadence: 'DAILY' as const, time: '18:15' },
    { cadence: 'WEEKLY' as const, weekdays: [1, 6, 7], time: '17:15' },
    { cadence: 'MONTHLY' as const, time: '15:30' },
  ];

  it('leaves no English in Vietnamese and labels times as Vietnam time', () => {
    const intl = intlOf('vi', vi);
    const texts = schedules.map((schedule) => formatDrawSchedule(intl, schedule) ?? '');
    for (const text of texts) expect(text).not.toMatch(ENGLISH_WORDS);
    expect(texts[0]).toBe('Mỗi 5 phút');
    expect(texts[2]).toBe('Hằng ngày 18:15 (giờ Việt Nam)');
    expect(texts[3]).toContain('17:15 (giờ Việt Nam)');
    expect(texts[3]).toContain('CN');
  });

  it('words them in English for English readers', () => {
    const intl = intlOf('en', en);
    expect(formatDrawSchedule(intl, schedules[3] ?? { cadence: 'DAILY' })).toBe('Mon, Sat, Sun 17:15 (Vietnam time)');
    expect(formatDrawSchedule(intl, schedules[1] ?? { cadence: 'DAILY' })).toBe('Every 45 s');
  });

  it('shows draw results in Vietnam time whatever the browser zone', () => {
    // 11:15 UTC is 18:15 in Ho Chi Minh City.
    expect(formatVietnamDateTime(intlOf('en', en), '2026-11-21T11:15:00.000Z')).toContain('18:15');
    expect(formatVietnamDateTime(intlOf('vi', vi), '2026-11-21T17:30:00.000Z')).toContain('00:30');
  });
});
