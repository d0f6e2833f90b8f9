import type { Logger } from 'pino';
import { createCache, type Cache } from './cache/index.js';
import type { GatewayConfig } from './config.js';
import type { GatewayDeps } from './graphql/context.js';
import { createIdempotency } from './idempotency/index.js';
import { createThrottles } from './throttle/create-throttles.js';
import { createUpstreamClient, type UpstreamClient } from './upstream/index.js';

export interface DepsOverrides {
  upstream?: UpstreamClient;
  cache?: Cache;
  memberCache?: Cache;
}

/**
 * The long-lived pieces every request shares (platform client, cache, throttles, idempotency store), built from
 * the config in one place: the app uses them, and so does the benchmark that serves the same resolvers elsewhere.
 */
export function createGatewayDeps(config: GatewayConfig, logger: Logger, overrides: DepsOverrides = {}) {
  const upstream =
    overrides.upstream ??
    createUpstreamClient({
      baseUrl: config.upstreamUrl,
      merchant: config.merchantCode,
      timeoutMs: config.upstreamTimeoutMs,
      connections: config.upstreamConnections,
      logger: logger.child({ component: 'upstream' }),
    });
  const cache =
    overrides.cache ??
    createCache({ redisUrl: config.redisUrl, namespace: config.cacheNamespace, logger: logger.child({ component: 'cache' }) });
  // Members' own reads live apart from the public cache (and its fast-path listeners), under their own prefix.
  const memberCache =
    overrides.memberCache ??
    createCache({
      redisUrl: config.redisUrl,
      namespace: `${config.cacheNamespace}:member`,
      maxEntries: 20_000,
      logger: logger.child({ component: 'member-cache' }),
    });
  // With REDIS_URL the throttles keep their counts in the same Redis as the cache, so every replica shares the budgets.
  const throttles = createThrottles({ settings: config.throttle, redisUrl: config.redisUrl, namespace: config.cacheNamespace, logger });
  const idempotency = createIdempotency({
    redisUrl: config.redisUrl,
    namespace: config.cacheNamespace,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    secret: config.sessionSecret,
    logger,
  });
  const deps: GatewayDeps = {
    upstream,
    cache,
    memberCache,
    merchant: config.merchantCode,
    logger,
    publicTtlMs: config.publicCacheTtlMs,
    throttles,
    navigationGuard: config.navigationGuard,
    lobby: config.lobby,
    idempotency,
  };
  return {
    deps,
    async close(): Promise<void> {
      await Promise.allSettled([upstream.close(), cache.close(), memberCache.close(), throttles.close(), idempotency.close()]);
    },
  };
}
