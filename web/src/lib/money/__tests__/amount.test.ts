import { describe, expect, it } from 'vitest';
import { amountError, fromCents, toCents } from '../amount';

describe('amountError (the gateway Money scalar, checked in the browser)', () => {
  it.each(['-5', '0', '0.00', '1.234', 'abc', '1e15', '1000000000.01', '12,5', ' '])('refuses %j', (text) => {
    expect(amountError(text)).not.toBeNull();
  });

  it.each(['1', '0.01', '100.5', '1000000000', ' 250.00 '])('accepts %j', (text) => {
    expect(amountError(text)).toBeNull();
  });

  it('says which rule failed: empty, malformed, below the minimum, above the maximum', () => {
    expect(amountError('')).toEqual({ id: 'validation.required' });
    expect(amountError('1.234')).toEqual({ id: 'money.validation.amount' });
    expect(amountError('99.99', { min: '100' })).toEqual({ id: 'money.userError.AMOUNT_TOO_SMALL', values: { amount: { money: '100' } } });
    expect(amountError('500000.01', { max: '500000.00' })).toEqual({
      id: 'money.userError.AMOUNT_TOO_LARGE',
      values: { amount: { money: '500000.00' } },
    });
    expect(amountError('100', { min: '100', max: '100.00' })).toBeNull();
  });

  it('compares in whole cents, without floats', () => {
    expect(toCents('0.1')).toBe(10n);
    expect(toCents('123456789012.34')).toBe(12345678901234n);
    expect(toCents('abc')).toBeNull();
    expect(fromCents(12345n)).toBe('123.45');
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-250n)).toBe('-2.50');
  });
});
