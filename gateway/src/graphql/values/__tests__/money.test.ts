import { describe, expect, it } from 'vitest';
import { centsToDecimal, parseMoney, toCents } from '../money.js';

describe('Money input values', () => {
  it.each(['1', '0.01', '0.5', '100.25', '1000000000', '999999999.99'])('accepts %j', (value) => {
    expect(parseMoney(value)).toBe(value);
  });

  it.each(['-5', '0', '0.00', '1.234', 'abc', '1e15', '1000000000.01', '', ' 5', '5 ', '05', '+5', '1,000', '.5', '5.', '0x10', 'NaN', 'Infinity'])(
    'refuses %j',
    (value) => {
      expect(parseMoney(value)).toBeNull();
    },
  );

  it('refuses what is not a string', () => {
    for (const value of [5, 5.5, null, undefined, {}, ['5']]) expect(parseMoney(value)).toBeNull();
  });

  it('counts in whole cents, so no float decides a bound', () => {
    expect(toCents('0.1') + toCents('0.2')).toBe(30);
    expect(toCents('-150')).toBe(-15000);
    expect(centsToDecimal(toCents('1200.5'))).toBe('1200.50');
    expect(centsToDecimal(-5)).toBe('-0.05');
  });
});
