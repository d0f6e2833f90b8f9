import { moneyUnit } from './money-unit';

// Digits as the platform sends a Decimal: anything more than two decimals is cut, never rounded.
const decimalPattern = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/;

/**
 * A Decimal string ("117810.5") as the player's locale writes money, followed by the platform's unit: grouped, two
 * decimals ("117.810,50 K"). The digits are regrouped as text rather than passed through a float or Intl's string
 * formatting (missing on older phones), so large sums keep every digit, and extra decimals are cut so a balance
 * never shows more than it holds. A no-break space keeps the unit on the amount's line.
 */
export function formatMoney(amount: string, locale: string, unit: string = moneyUnit()): string {
  const match = decimalPattern.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const parts = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).formatToParts(1234.5);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const figure = `${sign}${grouped}${decimal}${fraction.padEnd(2, '0')}`;
  return unit ? `${figure}\u00a0${unit}` : figure;
}
