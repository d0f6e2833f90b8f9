/** Spec 001 §2: the ticker moves every 3 seconds. */
export const jackpotTickMs = 3000;

export interface JackpotSetting {
  baseValue: string;
  growthPerSecond: string;
  startedAt: string;
}

/**
 * The jackpot shown at `nowMs`: baseValue + growthPerSecond × whole seconds since startedAt, counted in
 * 3-second steps so it grows by growthPerSecond × 3 per tick (about 165.11 on the spec's site). A display
 * figure only, so floating point is fine; it never goes below the base.
 */
export function jackpotValue(jackpot: JackpotSetting, nowMs: number): number {
  const base = Number(jackpot.baseValue);
  const growth = Number(jackpot.growthPerSecond);
  const started = Date.parse(jackpot.startedAt);
  if (!Number.isFinite(base)) return 0;
  if (!Number.isFinite(growth) || !Number.isFinite(started)) return base;
  const ticks = Math.max(0, Math.floor((nowMs - started) / jackpotTickMs));
  return base + growth * ticks * (jackpotTickMs / 1000);
}
