const decimalPattern = /^-?\d+(\.\d+)?$/;

/**
 * Formats a Decimal string for the locale without going through a float, and truncates rather than
 * rounds so a balance is never shown higher than it is.
 */
export function formatBalance(value: string, locale: string): string {
  if (!decimalPattern.test(value)) return value;
  const formatter = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    roundingMode: 'trunc',
  });
  return formatter.format(value as Intl.StringNumericLiteral);
}
