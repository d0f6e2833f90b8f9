// Points and percentages, one formatter each; in one module so the first paint loads them as one small file.

/** A figure the platform sends as a number or a Decimal string, or null when it is not one (shown as it came). */
function readNumber(value: number | string): number | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * Points as the player's locale writes a count: grouped ("2.949" in vi, "2,949" in en), decimals only where the
 * points have them (at most two); `signed` writes a gain with its plus sign, as a points ledger does.
 */
export function formatPoints(points: number | string, locale: string, { signed = false }: { signed?: boolean } = {}): string {
  const value = readNumber(points);
  if (value === null) return String(points);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2, signDisplay: signed ? 'exceptZero' : 'auto' }).format(value);
}

/**
 * A rate the platform gives in percent ("20.00", 0.3) as the player's locale writes a percentage: its decimal mark,
 * no idle zeros, at most two decimals ("20%", "0,3%" in vi, "1.25%" in en).
 */
export function formatPercent(percent: number | string, locale: string): string {
  const value = readNumber(percent);
  if (value === null) return String(percent);
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}
