/** Seed timestamps count from this fixed moment (2025-01-01 08:00 in Vietnam), never from Date.now(). */
export const SEED_EPOCH_MS = Date.UTC(2025, 0, 1, 1, 0, 0);
export const SEED_NUMBER = 0x5a01a;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
