import { describe, expect, it } from 'vitest';
import { formatMoney } from '../format-money';

describe('formatMoney', () => {
  it('groups and keeps two decimals in the locale, without float maths', () => {
    expect(formatMoney('117810.00', 'en')).toBe('117,810.00');
    expect(formatMoney('117810.5', 'vi')).toBe('117.810,50');
    expect(formatMoney('90071992547409931.99', 'en')).toBe('90,071,992,547,409,931.99');
    expect(formatMoney('-5', 'en')).toBe('-5.00');
  });

  it('shows an unexpected value as it came', () => {
    expect(formatMoney('n/a', 'en')).toBe('n/a');
  });
});
