import { connectRedis } from '../redis/index.js';
import { createOutageLog } from './outage-log.js';
import { createPeerInvalidation } from './peer-invalidation.js';
import { createRedisStore } from './redis-store.js';
import { TwoLevelCache } from './two-level-cache.js';
import type { Cache, CacheOptions } from './types.js';

const defaultMaxEntries = 5_000;
const connectTimeoutMs = 1_000;

/**
 * Memory only by default; a Redis target (or an injected client) adds Redis as the shared second level, and
 * pub/sub on it so that one replica's deletions reach the other replicas' memory.
 */
export function createCache(options: CacheOptions): Cache {
  const logger = options.logger.child({ component: 'cache' });
  // Fail fast: a request must not wait on a Redis that is down; the cache then acts as a miss.
  const redis = options.client ?? (options.redis === undefined ? undefined : connectRedis(options.redis, { commandTimeoutMs: 500, connectTimeoutMs }));
  const maxEntries = options.maxEntries ?? defaultMaxEntries;
  if (redis === undefined) return new TwoLevelCache(maxEntries, undefined, logger, options.singleFlight);
  const outage = createOutageLog(logger);
  const shared = createRedisStore({ redis, owned: options.client === undefined, namespace: options.namespace, logger, connectTimeoutMs, outage });
  const peers = createPeerInvalidation({ redis, namespace: options.namespace, logger, outage, onReceived: options.onPeerInvalidation });
  return new TwoLevelCache(maxEntries, shared, logger, options.singleFlight, peers);
}
