/** A figure the platform sends as a number or a Decimal string, or null when it is not one (shown as it came). */
export function readNumber(value: number | string): number | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}
