import type { FieldMessage } from '../errors/field-message';

// The gateway's Money scalar: digits, at most 2 decimals, above 0, at most 1,000,000,000.
const amountPattern = /^\d+(?:\.\d{1,2})?$/;
const largestCents = 100_000_000_000n;

/** A Decimal string as whole cents, so bounds compare exactly; null when it is not a plain decimal. */
export function toCents(amount: string): bigint | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?\d*$/.exec(amount.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

export interface AmountBounds {
  min?: string | null;
  max?: string | null;
}

/**
 * Checks an amount the member typed as the gateway will (above 0, at most 2 decimals, not absurd) and against the
 * page's bounds; answers the message to show under the field, or null when it may be sent.
 */
export function amountError(text: string, bounds: AmountBounds = {}): FieldMessage | null {
  const value = text.trim();
  if (!value) return { id: 'validation.required' };
  const cents = amountPattern.test(value) ? toCents(value) : null;
  if (cents === null || cents <= 0n || cents > largestCents) return { id: 'money.validation.amount' };
  const min = bounds.min ? toCents(bounds.min) : null;
  const max = bounds.max ? toCents(bounds.max) : null;
  if (min !== null && cents < min) return { id: 'money.userError.AMOUNT_TOO_SMALL', values: { amount: { money: bounds.min ?? '' } } };
  if (max !== null && cents > max) return { id: 'money.userError.AMOUNT_TOO_LARGE', values: { amount: { money: bounds.max ?? '' } } };
  return null;
}

/** An amount to move out of a wallet: a valid amount (amountError), and no more than the wallet holds. */
export function transferAmountError(text: string, balance: string): FieldMessage | null {
  const invalid = amountError(text);
  if (invalid) return invalid;
  return amountError(text, { max: balance }) ? { id: 'money.userError.INSUFFICIENT_BALANCE', values: { amount: { money: balance } } } : null;
}

/** Whole cents back to a Decimal string ("12345" cents → "123.45"). */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}
