/** Cents to the number the platform sends: at most 2 decimals, e.g. 155050 → 1550.5. */
export function moneyValue(cents: number): number {
  return Math.round(cents) / 100;
}
