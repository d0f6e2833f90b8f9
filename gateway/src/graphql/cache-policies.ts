import type { CachePolicy } from '../cache/index.js';

/**
 * How long each PUBLIC resource stays fresh, may be served while refreshing, and may stand in while the
 * platform is down. One table, so freshness is tuned in one place.
 */
const PUBLIC_POLICIES = {
  // Checked on every page; when the platform is down the last answer stands for a day.
  systemStatus: { ttlMs: 30_000, staleWhileRevalidateMs: 5 * 60_000, staleIfErrorMs: 24 * 3600_000 },
  announcements: { ttlMs: 60_000, staleWhileRevalidateMs: 10 * 60_000, staleIfErrorMs: 24 * 3600_000 },
} as const satisfies Record<string, CachePolicy>;

export type PublicResource = keyof typeof PUBLIC_POLICIES;

/** The policy for a resource; `freshForMs` (config PUBLIC_CACHE_TTL_MS) shortens freshness for demos and tests. */
export function publicPolicy(resource: PublicResource, freshForMs?: number): CachePolicy {
  const base = PUBLIC_POLICIES[resource];
  return freshForMs === undefined ? base : { ...base, ttlMs: freshForMs };
}
