import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import { createCache, type Cache } from './cache/index.js';
import type { GatewayConfig } from './config.js';
import type { GatewayDeps } from './graphql/context.js';
import { requestId } from './logger.js';
import { createIdempotency } from './idempotency/index.js';
import { registerGracefulClose } from './plugins/graceful-close.js';
import { registerGraphiql } from './plugins/graphiql.js';
import { registerGraphql } from './plugins/graphql.js';
import { registerHealth } from './plugins/health.js';
import { registerSecurity } from './plugins/security.js';
import { DEFAULT_WEB_DIST, registerWeb } from './plugins/web.js';
import { RequestLogController } from './request-log.js';
import { createThrottles } from './throttle/create-throttles.js';
import { createUpstreamClient, type UpstreamClient } from './upstream/index.js';

export interface AppOverrides {
  upstream?: UpstreamClient;
  cache?: Cache;
  memberCache?: Cache;
}

/**
 * The gateway as one Fastify instance: external plugins (security, cookies) first, then ours
 * (health, GraphQL, GraphiQL, the web client). Closing the app closes the upstream pool and the cache.
 */
export async function buildApp(config: GatewayConfig, logger: Logger, overrides: AppOverrides = {}) {
  const app = Fastify({
    // Typed as Fastify's base logger so the instance keeps the default generics every plugin expects.
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: requestId,
    logController: new RequestLogController({ requestIdLogLabel: 'requestId' }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Lets close() finish in-flight requests while idle keep-alive sockets are dropped at once.
    forceCloseConnections: 'idle',
  });

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

  app.addHook('onClose', async () => {
    await Promise.allSettled([upstream.close(), cache.close(), memberCache.close(), throttles.close(), idempotency.close()]);
  });

  registerGracefulClose(app);
  await registerSecurity(app, config);
  await app.register(cookie);
  await registerHealth(app, deps);
  await registerGraphql(app, config, deps);
  if (config.graphiql) await registerGraphiql(app);
  await registerWeb(app, config.webDist ?? DEFAULT_WEB_DIST);

  return app;
}
