import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import type { GatewayConfig } from './config.js';
import { createGatewayDeps, type DepsOverrides } from './gateway-deps.js';
import { lazyRequestLogger } from './infra/logging/lazy-request-logger.js';
import { requestId } from './infra/logging/logger.js';
import { registerGracefulClose } from './http/plugins/graceful-close.js';
import { registerGraphiql } from './http/plugins/graphiql.js';
import { registerGraphql } from './http/plugins/graphql.js';
import { registerHealth } from './http/plugins/health.js';
import { registerSecurity } from './http/plugins/security.js';
import { DEFAULT_WEB_DIST, registerWeb } from './http/plugins/web.js';
import { RequestLogController } from './infra/logging/request-log.js';
import { routeDataSource } from './http/web-shell/route-data.js';
import { loadPageRenderer } from './http/web-shell/server-render.js';
import { shellPageWriter } from './http/web-shell/shell-page.js';
import { storedPages } from './http/web-shell/stored-pages.js';
import { registerMetricsRoute } from './infra/observability/metrics-route.js';
import { loadPersistedOperations } from './http/persisted/persisted-operations.js';
import { proxyTrust } from './infra/trusted-proxies.js';
import { registerCompression } from './http/compression/compression.js';
import { registerPurgeRoute } from './http/cdn/purge-route.js';

export type AppOverrides = DepsOverrides;

/**
 * The gateway as one Fastify instance: external plugins (security, cookies) first, then ours
 * (health, GraphQL, GraphiQL, the web client). Closing the app closes the upstream pool and the cache.
 */
export async function buildApp(config: GatewayConfig, logger: Logger, overrides: AppOverrides = {}) {
  const app = Fastify({
    // Typed as Fastify's base logger so the instance keeps the default generics every plugin expects.
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: requestId,
    logController: new RequestLogController(logger, 'requestId'),
    childLoggerFactory: lazyRequestLogger,
    // Only the named proxies' X-Forwarded-For, -Host and -Proto count; with none, the socket's peer is the client.
    trustProxy: config.trustProxy.length === 0 ? false : [...config.trustProxy],
    bodyLimit: 1024 * 1024,
    // Lets close() finish in-flight requests while idle keep-alive sockets are dropped at once.
    forceCloseConnections: 'idle',
    // A request that reached this replica while it closes is served (see graceful-close.ts): a 503 to a POST it
    // never ran would fail it, as the balancer does not resend a POST once sent.
    return503OnClosing: false,
  });

  const { deps, metrics, tracing, close } = await createGatewayDeps(config, logger, overrides);
  const persisted = loadPersistedOperations(config.persisted);

  app.addHook('onClose', close);

  registerGracefulClose(app);
  await registerSecurity(app, config);
  // Before every route: its hook joins each route registered after it (answers, errors, GraphiQL, the web's pages).
  await registerCompression(app);
  await app.register(cookie);
  await registerHealth(app, deps);
  app.readiness.watch((state, checks) => metrics.readiness(state === 'serving', { ...checks }));
  await registerMetricsRoute(app, config.metrics, metrics, proxyTrust(config.trustProxy));
  await registerGraphql(app, config, deps, { metrics, tracing, persisted });
  if (config.graphiql) await registerGraphiql(app);
  if (config.cdn.purgeToken !== undefined) registerPurgeRoute(app, deps.cache, config.cdn.purgeToken);
  const routeData = routeDataSource(app, persisted);
  const webDist = config.webDist ?? DEFAULT_WEB_DIST;
  const serverRender = config.serverRender
    ? await loadPageRenderer(webDist, { deadlineMs: config.serverRenderDeadlineMs, workers: config.serverRenderWorkers, log: app.log })
    : undefined;
  if (config.serverRender && serverRender === undefined) app.log.warn({ webDist }, 'SERVER_RENDER is on but the web build has no server entry it can load');
  if (serverRender !== undefined) app.addHook('onClose', serverRender.close);
  const renderPage = serverRender?.renderPage;
  await registerWeb(app, webDist, (indexHtml) => {
    const pages = storedPages({ routeData, shellPage: shellPageWriter(indexHtml), renderPage, cache: deps.cache, deadlineMs: config.firstVisitDataDeadlineMs, log: app.log });
    return pages.page;
  });

  return app;
}
