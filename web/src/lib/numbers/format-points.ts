import { readNumber } from './read-number';

/**
 * Points as the player's locale writes a count: grouped ("2.949" in vi, "2,949" in en), decimals only where the
 * points have them (at most two); `signed` writes a gain with its plus sign, as a points ledger does.
 */
export function formatPoints(points: number | string, locale: string, { signed = false }: { signed?: boolean } = {}): string {
  const value = readNumber(points);
  if (value === null) return String(points);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2, signDisplay: signed ? 'exceptZero' : 'auto' }).format(value);
}
