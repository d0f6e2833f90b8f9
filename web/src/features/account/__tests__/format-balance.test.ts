import { describe, expect, it } from 'vitest';
import { formatBalance } from '../format-balance';

describe('formatBalance', () => {
  it('formats a Decimal string for the locale with two decimals', () => {
    expect(formatBalance('1234.5', 'en')).toBe('1,234.50');
    expect(formatBalance('1234.5', 'vi')).toBe('1.234,50');
    expect(formatBalance('0', 'en')).toBe('0.00');
  });

  it('keeps precision beyond a float and never rounds up', () => {
    expect(formatBalance('12345678901234567.89', 'en')).toBe('12,345,678,901,234,567.89');
    expect(formatBalance('10.999', 'en')).toBe('10.99');
  });

  it('shows a malformed value unchanged rather than NaN', () => {
    expect(formatBalance('n/a', 'en')).toBe('n/a');
  });
});
