/** Points → money: `POINTS_PER_UNIT` points are worth 1.00 of money (so 1 point is 10 cents, always exact). */
export const POINTS_PER_UNIT = 10;
export const MIN_CONVERT_POINTS = 100;
export const MAX_CONVERT_POINTS = 100_000;
/** Spec 001 §9: brand-new members get a bonus (the amount is ours). */
export const NEW_MEMBER_BONUS_POINTS = 500;
export const MAX_REDEEM_QUANTITY = 10;
/** How long the sandbox's reviewer takes over a redeem order or a promotion application. */
export const REVIEW_DELAY_MS = 10 * 60_000;
/** Physical rewards are delivered this long after approval. */
export const DELIVERY_DELAY_MS = 3 * 24 * 60 * 60_000;

export function pointsToCents(points: number): number {
  return (points * 100) / POINTS_PER_UNIT;
}

/** Valid bet per point earned, by betting category (shown by MCS2_getPointConfig). */
export const EARN_RATES = [
  { transType: 'LIVE', betAmountPerPoint: 100 },
  { transType: 'LOTT', betAmountPerPoint: 50 },
  { transType: 'PVP', betAmountPerPoint: 100 },
  { transType: 'RNG', betAmountPerPoint: 100 },
  { transType: 'SPORTS', betAmountPerPoint: 80 },
  { transType: 'DEPOSIT', betAmountPerPoint: 200 },
] as const;
