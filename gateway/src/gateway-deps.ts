import type { Logger } from 'pino';
import { createCache, type Cache } from './infra/cache/index.js';
import type { GatewayConfig } from './config.js';
import type { GatewayDeps } from './graphql/context.js';
import { createLiveHub } from './infra/live/index.js';
import { createIdempotency } from './infra/idempotency/index.js';
import { createHumanVerification } from './infra/human-verification/index.js';
import { instrumentCache } from './infra/observability/instrument-cache.js';
import { instrumentUpstream } from './infra/observability/instrument-upstream.js';
import { createGatewayMetrics } from './infra/observability/metrics.js';
import type { Tracing } from './infra/observability/tracing.js';
import { tracingFromEnv } from './infra/observability/tracing-from-env.js';
import { createThrottles } from './infra/throttle/create-throttles.js';
import { createUpstreamClient, type UpstreamClient } from './infra/upstream/index.js';
import { purgeWebhook, purgingCache } from './http/cdn/purge-webhook.js';

export interface DepsOverrides {
  upstream?: UpstreamClient;
  cache?: Cache;
  /** Traces to a given processor (tests); by default from the OTEL_* variables, off when none is set. */
  tracing?: Tracing;
  memberCache?: Cache;
}

/**
 * The long-lived pieces every request shares (platform client, cache, throttles, idempotency store, metrics and
 * traces), built from the config in one place: the app uses them, and so does the benchmark that serves the same
 * resolvers elsewhere. The client and the cache come instrumented: every platform call and cache lookup counts.
 */
export async function createGatewayDeps(config: GatewayConfig, logger: Logger, overrides: DepsOverrides = {}) {
  const metrics = createGatewayMetrics();
  const tracing = overrides.tracing ?? (await tracingFromEnv());
  const upstream = instrumentUpstream(
    overrides.upstream ??
      createUpstreamClient({
        baseUrl: config.upstreamUrl,
        merchant: config.merchantCode,
        timeoutMs: config.upstreamTimeoutMs,
        connections: config.upstreamConnections,
        logger: logger.child({ component: 'upstream' }),
      }),
    metrics,
    tracing,
  );
  const instrumented = instrumentCache(
    overrides.cache ??
      createCache({
        redis: config.redis,
        namespace: config.cacheNamespace,
        logger: logger.child({ component: 'cache' }),
        onPeerInvalidation: (keys) => metrics.peerInvalidation('public', keys),
      }),
    metrics,
  );
  // With a CDN's purge hook configured, every public entry this replica drops is dropped at the CDN too.
  const { webhookUrl, webhookToken } = config.cdn;
  const cache =
    webhookUrl === undefined || webhookToken === undefined
      ? instrumented
      : purgingCache(instrumented, purgeWebhook({ url: webhookUrl, token: webhookToken }, logger.child({ component: 'cdn-purge' })));
  metrics.watchRedis(() => cache.ping().then((kind) => (kind === 'redis' ? 'up' : 'none'), () => 'down' as const));
  // Members' own reads live apart from the public cache (and its fast-path listeners), under their own prefix.
  const memberCache =
    overrides.memberCache ??
    createCache({
      redis: config.redis,
      namespace: `${config.cacheNamespace}:member`,
      maxEntries: 20_000,
      logger: logger.child({ component: 'member-cache' }),
      onPeerInvalidation: (keys) => metrics.peerInvalidation('member', keys),
    });
  // With Redis the throttles keep their counts in the same Redis as the cache, so every replica shares the budgets.
  const throttles = createThrottles({ settings: config.throttle, redis: config.redis, namespace: config.cacheNamespace, logger });
  const idempotency = createIdempotency({
    redis: config.redis,
    namespace: config.cacheNamespace,
    merchant: config.merchantCode,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    secret: config.sessionSecret,
    logger,
    onReplay: metrics.idempotencyReplay,
  });
  const humanVerification = createHumanVerification({
    settings: config.humanVerification,
    redis: config.redis,
    namespace: config.cacheNamespace,
    logger: logger.child({ component: 'human-verification' }),
  });
  // Made before the deps so subscriptions reach it through their context; closed with them.
  const live = createLiveHub({
    redis: config.redis,
    namespace: config.cacheNamespace,
    logger,
    counters: metrics.live,
    leaseTtlMs: config.live.leaseTtlMs,
    feedIntervalMs: config.live.feedIntervalMs,
    memberIntervalMs: config.live.memberIntervalMs,
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
    headerFiguresDeadlineMs: config.headerFiguresDeadlineMs,
    platformCallsPerRequest: config.platformCallsPerRequest,
    lobby: config.lobby,
    moneyUnitValue: config.moneyUnitValue,
    idempotency,
    live,
    humanVerification,
    firebase: config.firebase,
  };
  return {
    deps,
    metrics,
    tracing,
    async close(): Promise<void> {
      await Promise.allSettled([upstream.close(), cache.close(), memberCache.close(), throttles.close(), idempotency.close(), live.close(), humanVerification.close(), tracing?.shutdown()]);
    },
  };
}
