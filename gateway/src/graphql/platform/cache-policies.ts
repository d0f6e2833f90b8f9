import type { CachePolicy } from '../../infra/cache/index.js';

/**
 * How long each PUBLIC resource stays fresh, may be served while refreshing, and may stand in while the
 * platform is down. One table, so freshness is tuned in one place.
 *
 * `version` is the shape of the mapped value: bump it with any change to a resource's mapping, so that after
 * the deploy the entries older gateways wrote (in Redis, shared) are ignored rather than served.
 */
const PUBLIC_POLICIES = {
  // Checked on every page; when the platform is down the last answer stands for a day.
  // 2: the model carries regionBlocked apart from status (the region verdict cookie). 3: entries per host (domain check).
  systemStatus: { ttlMs: 30_000, staleWhileRevalidateMs: 5 * 60_000, staleIfErrorMs: 24 * 3600_000, version: 3 },
  // The live notices feed polls through this entry (issue 34): a new notice reaches open pages within its freshness
  // and one poll, so it is short (one platform call per 10 s per language for everyone, as the winners board).
  announcements: { ttlMs: 10_000, staleWhileRevalidateMs: 10 * 60_000, staleIfErrorMs: 24 * 3600_000, version: 1 },
  // Merchant settings that change rarely and only by an operator.
  countries: { ttlMs: 10 * 60_000, staleWhileRevalidateMs: 60 * 60_000, staleIfErrorMs: 7 * 24 * 3600_000, version: 1 },
  registerSettings: { ttlMs: 5 * 60_000, staleWhileRevalidateMs: 30 * 60_000, staleIfErrorMs: 24 * 3600_000, version: 1 },
  // Lobby and content: operators change these by hand, so a minute's delay is fine; outages serve the last copy.
  gameLanes: { ttlMs: 5 * 60_000, staleWhileRevalidateMs: 60 * 60_000, staleIfErrorMs: 24 * 3600_000, version: 1 },
  gameList: { ttlMs: 60_000, staleWhileRevalidateMs: 10 * 60_000, staleIfErrorMs: 24 * 3600_000, version: 1 },
  // nodeId -> game over every list: only refetches and launches read it, and launches still hear maintenance.
  gameIndex: { ttlMs: 5 * 60_000, staleWhileRevalidateMs: 60 * 60_000, staleIfErrorMs: 24 * 3600_000, version: 1 },
  hotGames: { ttlMs: 60_000, staleWhileRevalidateMs: 10 * 60_000, staleIfErrorMs: 24 * 3600_000, version: 1 },
  popularGames: { ttlMs: 60_000, staleWhileRevalidateMs: 10 * 60_000, staleIfErrorMs: 24 * 3600_000, version: 1 },
  // The winners board and draw results move by the minute: short freshness, short stale windows. The board
  // refreshes on the page while it is open, so it is fresher still (one platform call per 10 s for everyone).
  winners: { ttlMs: 10_000, staleWhileRevalidateMs: 2 * 60_000, staleIfErrorMs: 3600_000, version: 1 },
  lotteryMenus: { ttlMs: 60_000, staleWhileRevalidateMs: 10 * 60_000, staleIfErrorMs: 24 * 3600_000, version: 2 },
  lotteryResults: { ttlMs: 20_000, staleWhileRevalidateMs: 60_000, staleIfErrorMs: 3600_000, version: 1 },
  siteRoutes: { ttlMs: 5 * 60_000, staleWhileRevalidateMs: 60 * 60_000, staleIfErrorMs: 7 * 24 * 3600_000, version: 1 },
  vendorGameTypes: { ttlMs: 5 * 60_000, staleWhileRevalidateMs: 60 * 60_000, staleIfErrorMs: 24 * 3600_000, version: 1 },
  lotteryGameMenus: { ttlMs: 60_000, staleWhileRevalidateMs: 10 * 60_000, staleIfErrorMs: 24 * 3600_000, version: 1 },
  helpTopics: { ttlMs: 10 * 60_000, staleWhileRevalidateMs: 60 * 60_000, staleIfErrorMs: 7 * 24 * 3600_000, version: 1 },
  // 2: `type` became the schema's PromotionType (unknown categories filed under OTHERS).
  promotionDetails: { ttlMs: 60_000, staleWhileRevalidateMs: 10 * 60_000, staleIfErrorMs: 24 * 3600_000, version: 2 },
} as const satisfies Record<string, CachePolicy>;

export type PublicResource = keyof typeof PUBLIC_POLICIES;

/** The policy for a resource; `freshForMs` (config PUBLIC_CACHE_TTL_MS) shortens freshness for demos and tests. */
export function publicPolicy(resource: PublicResource, freshForMs?: number): CachePolicy {
  const base = PUBLIC_POLICIES[resource];
  return freshForMs === undefined ? base : { ...base, ttlMs: freshForMs };
}
