import { readNumber } from './read-number';

/**
 * A rate the platform gives in percent ("20.00", 0.3) as the player's locale writes a percentage: its decimal mark,
 * no idle zeros, at most two decimals ("20%", "0,3%" in vi, "1.25%" in en).
 */
export function formatPercent(percent: number | string, locale: string): string {
  const value = readNumber(percent);
  if (value === null) return String(percent);
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}
