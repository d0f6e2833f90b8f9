/**
 * The platform sends money as JSON numbers; clients get exact decimal strings with at least two places.
 * String(n) is the shortest round-trip form, so no binary-float noise is introduced here.
 */
export function toDecimal(value: number | string | null | undefined): string {
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return padCents(value);
  if (typeof value !== 'number' || !Number.isFinite(value)) return '0.00';
  const plain = Math.abs(value) < 1e21 && !String(value).includes('e') ? String(value) : value.toFixed(8);
  return padCents(plain);
}

function padCents(decimal: string): string {
  const [whole, fraction = ''] = decimal.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}
