import { Redis } from 'ioredis';
import { createRedisStore } from './redis-store.js';
import { TwoLevelCache } from './two-level-cache.js';
import type { Cache, CacheOptions } from './types.js';

const defaultMaxEntries = 5_000;
const connectTimeoutMs = 1_000;

/** Memory only by default; `redisUrl` (or an injected client) adds Redis as the shared second level. */
export function createCache(options: CacheOptions): Cache {
  const logger = options.logger.child({ component: 'cache' });
  const redis =
    options.redis ??
    (options.redisUrl === undefined || options.redisUrl === ''
      ? undefined
      : new Redis(options.redisUrl, {
          // Fail fast: a request must not wait on a Redis that is down; the cache then acts as a miss.
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectTimeout: connectTimeoutMs,
          commandTimeout: 500,
          // Keep reconnecting in the background, never faster than every 2 s.
          retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
        }));
  const shared =
    redis === undefined
      ? undefined
      : createRedisStore({
          redis,
          owned: options.redis === undefined,
          namespace: options.namespace,
          logger,
          connectTimeoutMs,
        });
  return new TwoLevelCache(options.maxEntries ?? defaultMaxEntries, shared, logger);
}
