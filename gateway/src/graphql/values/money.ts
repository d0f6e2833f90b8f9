/** The largest amount any money input may carry: a sanity bound far above any real deposit or withdrawal. */
export const MAX_MONEY = 1_000_000_000;

// Whole digits without leading zeros (one "0" before a fraction is fine), at most 2 decimals: no sign, no exponent.
const MONEY = /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/;

/**
 * A money input as the platform accepts it, or null: a decimal string above 0 with at most 2 decimals and at most
 * 1,000,000,000. Compared in cents, so no float rounding decides a bound.
 */
export function parseMoney(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = MONEY.exec(value);
  if (match === null) return null;
  const cents = toCents(value);
  if (cents <= 0 || cents > MAX_MONEY * 100) return null;
  return value;
}

/** Cents of a decimal string with at most 2 decimals (already checked): exact as an integer. */
export function toCents(decimal: string): number {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

/** The platform's number for an amount in cents (JSON numbers with at most 2 decimals). */
export const centsToNumber = (cents: number): number => cents / 100;

/** A Decimal string ("12.50") of an amount in cents. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
