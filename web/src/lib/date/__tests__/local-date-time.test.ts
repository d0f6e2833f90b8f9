import { describe, expect, it, vi } from 'vitest';
import { formatGmtOffset, formatLocalDate, formatLocalDateTime } from '../local-date-time';

describe('local date and time', () => {
  it('prints local time as yyyy-MM-dd HH:mm:ss, from a Date or a DateTime string', () => {
    expect(formatLocalDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
    expect(formatLocalDateTime(new Date(2026, 0, 2, 3, 4, 5).toISOString())).toBe('2026-01-02 03:04:05');
    expect(formatLocalDateTime(new Date(2026, 11, 31, 23, 59, 59).toISOString())).toBe('2026-12-31 23:59:59');
  });

  it('prints the local calendar day as yyyy-MM-dd', () => {
    expect(formatLocalDate(new Date(2026, 2, 9, 23, 59))).toBe('2026-03-09');
    expect(formatLocalDate(new Date(2026, 10, 21, 0, 0).toISOString())).toBe('2026-11-21');
  });

  it('prints nothing for a missing or malformed value', () => {
    expect(formatLocalDateTime(null)).toBe('');
    expect(formatLocalDateTime(undefined)).toBe('');
    expect(formatLocalDateTime('not a date')).toBe('');
    expect(formatLocalDate('')).toBe('');
    expect(formatLocalDate(new Date(Number.NaN))).toBe('');
  });

  it('prints the GMT offset with sign and optional minutes', () => {
    const at = (offsetMinutes: number) => {
      const date = new Date();
      vi.spyOn(date, 'getTimezoneOffset').mockReturnValue(offsetMinutes);
      return formatGmtOffset(date);
    };
    expect(at(-420)).toBe('+7');
    expect(at(-330)).toBe('+5:30');
    expect(at(180)).toBe('-3');
    expect(at(0)).toBe('+0');
  });
});
