import type { FieldMessage } from '../../lib/errors/field-message';

/** A whole number typed by the member, or null when it is not one. */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The gateway's checks on a conversion, so a bad one never leaves the browser. */
export function convertPointsError(text: string, bounds: { min: number; max: number; balance: number }): FieldMessage | null {
  const points = wholeNumber(text);
  if (points === null) return { id: 'pointMall.convert.wholeNumber' };
  if (points < bounds.min) return { id: 'rewards.userError.TOO_SMALL', values: { min: bounds.min } };
  if (points > bounds.max) return { id: 'rewards.userError.TOO_LARGE', values: { max: bounds.max } };
  if (points > bounds.balance) return { id: 'rewards.userError.INSUFFICIENT_POINTS', values: { points: { points: bounds.balance } } };
  return null;
}

/** The gateway's checks on a redemption's quantity and cost. */
export function redeemQuantityError(quantity: number, bounds: { max: number; stock: number; cost: number; balance: number }): FieldMessage | null {
  if (!Number.isInteger(quantity) || quantity < 1) return { id: 'rewards.userError.TOO_SMALL', values: { min: 1 } };
  if (quantity > bounds.max) return { id: 'rewards.userError.TOO_LARGE', values: { max: bounds.max } };
  if (quantity > bounds.stock) return { id: 'rewards.userError.OUT_OF_STOCK', values: { count: bounds.stock } };
  if (quantity * bounds.cost > bounds.balance) return { id: 'rewards.userError.INSUFFICIENT_POINTS', values: { points: { points: bounds.balance } } };
  return null;
}

/** Spec 001 §5: the payment password cannot be empty (the gateway and platform judge the rest). */
export const passwordError = (password: string): FieldMessage | null => (password === '' ? { id: 'validation.required' } : null);

/** The money a number of points converts into, as a Decimal string (ratio points = 1.00). */
export function pointsToMoney(points: number, ratio: number): string {
  if (!(ratio > 0)) return '0.00';
  const cents = Math.floor((points * 100) / ratio);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
