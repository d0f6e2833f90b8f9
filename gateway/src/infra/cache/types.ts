import type { Logger } from 'pino';
import type { RedisClient, RedisTarget } from '../redis/index.js';

/** How long a value is served fresh, and how long past that it may still be served. */
export interface CachePolicy {
  ttlMs: number;
  /** After ttl: serve the old value at once and refresh it in the background. */
  staleWhileRevalidateMs: number;
  /** After ttl: serve the old value when the refresh fails. */
  staleIfErrorMs: number;
  /**
   * The shape of the cached value. An entry written under another version (by a gateway before a deploy that
   * changed the mapping) is a miss: never served, not even as a stale fallback.
   */
  version: number;
}

/** Told when the value a caller got stops being fresh (epoch ms); responses built from it expire then too. */
export type FreshnessObserver = (freshUntil: number) => void;

/**
 * A cache for PUBLIC data only (shared by every user). Values must be JSON-serialisable and are shared
 * between requests, so callers treat them as read-only. `undefined` is never cached.
 */
export interface Cache {
  getOrLoad<T>(key: string, policy: CachePolicy, load: () => Promise<T>, observe?: FreshnessObserver): Promise<T>;
  delete(keys: string[]): Promise<void>;
  /**
   * Hears the keys of every delete(), this replica's and (with Redis) the other replicas', so what was built
   * from those entries (stored responses) goes too.
   */
  onDelete(listener: (keys: string[]) => void): void;
  /** Throws if Redis is configured and unreachable (for /readyz). */
  ping(): Promise<'memory' | 'redis'>;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
}

export interface CacheOptions {
  /** Turns on the shared Redis level: a single Redis, Sentinel or Cluster. */
  redis?: RedisTarget | undefined;
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  namespace: string;
  /** Bound of the in-memory level. */
  maxEntries?: number;
  logger: Logger;
  /** An existing client (tests); the cache does not close it. */
  client?: RedisClient;
  /** How long a cold read waits for another replica's load before calling the platform itself. */
  singleFlight?: Partial<SingleFlightTiming>;
  /** Told of each deletion another replica broadcast (its number of keys), for metrics. */
  onPeerInvalidation?: (keys: number) => void;
}

export interface SingleFlightTiming {
  /** How long a replica's load lock stands if the replica dies mid-load. */
  lockTtlMs: number;
  /** How long another replica waits for that load before calling the platform itself. */
  waitMs: number;
  /** How often a waiting replica looks for the value. */
  pollMs: number;
}
