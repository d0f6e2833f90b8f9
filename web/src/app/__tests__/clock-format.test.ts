import { describe, expect, it, vi } from 'vitest';
import { formatClock, formatGmtOffset } from '../layout/clock-format';

describe('clock format', () => {
  it('prints local time as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatClock(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
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
