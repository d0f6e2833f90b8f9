import type { CachePolicy } from './types.js';

/** A cached value with absolute times (epoch ms), the same in memory and in Redis. */
export interface CacheEntry {
  value: unknown;
  freshUntil: number;
  /** Past this the entry is useless for both stale-while-revalidate and stale-if-error. */
  staleUntil: number;
  /** The policy's version when it was written; entries of another version are never served. */
  version: number;
}

export function entryFor(value: unknown, policy: CachePolicy, now: number): CacheEntry {
  const freshUntil = now + policy.ttlMs;
  return { value, freshUntil, staleUntil: freshUntil + staleWindowMs(policy), version: policy.version };
}

/** An entry of the shape this policy reads; an older gateway's entry (or one with no version) is not. */
export const ofVersion = (entry: CacheEntry | undefined, policy: CachePolicy): CacheEntry | undefined =>
  entry !== undefined && entry.version === policy.version ? entry : undefined;

export function staleWindowMs(policy: CachePolicy): number {
  return Math.max(policy.staleWhileRevalidateMs, policy.staleIfErrorMs, 0);
}

/** The entry that stays fresh longest; a newer copy in Redis beats an older one in memory. */
export function newest(a: CacheEntry | undefined, b: CacheEntry | undefined): CacheEntry | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return b.freshUntil > a.freshUntil ? b : a;
}

/** Reads an entry written by any gateway instance; anything malformed counts as a miss. */
export function parseEntry(json: string): CacheEntry | undefined {
  try {
    const parsed = JSON.parse(json) as Partial<CacheEntry> | null;
    if (
      parsed !== null &&
      typeof parsed === 'object' &&
      'value' in parsed &&
      parsed.value !== undefined &&
      typeof parsed.freshUntil === 'number' &&
      typeof parsed.staleUntil === 'number'
    ) {
      // An entry from before versioning reads as version 0, which no policy has.
      const version = typeof parsed.version === 'number' ? parsed.version : 0;
      return { value: parsed.value, freshUntil: parsed.freshUntil, staleUntil: parsed.staleUntil, version };
    }
  } catch {
    // Fall through: a corrupt entry is a miss, and the next load overwrites it.
  }
  return undefined;
}
