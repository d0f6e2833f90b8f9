import { describe, expect, it } from 'vitest';
import { formatMoney } from '../format-money';

describe('formatMoney', () => {
  it('groups and keeps two decimals in the locale', () => {
    expect(formatMoney('117810.00', 'en')).toBe('117,810.00');
    expect(formatMoney('117810.5', 'vi')).toBe('117.810,50');
    expect(formatMoney('1234.5', 'vi')).toBe('1.234,50');
    expect(formatMoney('0', 'en')).toBe('0.00');
    expect(formatMoney('-5', 'en')).toBe('-5.00');
  });

  it('keeps precision beyond a float and never rounds up', () => {
    expect(formatMoney('90071992547409931.99', 'en')).toBe('90,071,992,547,409,931.99');
    expect(formatMoney('10.999', 'en')).toBe('10.99');
  });

  it('shows an unexpected value as it came rather than NaN', () => {
    expect(formatMoney('n/a', 'en')).toBe('n/a');
  });
});
