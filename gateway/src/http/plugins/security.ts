import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { GatewayConfig } from '../../config.js';
import { PUBLIC_MESSAGES } from '../../infra/errors/gateway-error.js';
import { closeRedis, connectRedis } from '../../infra/redis/index.js';
import { clientKey } from '../../infra/throttle/client-key.js';
import { hostedChallengeOrigins } from '../../infra/human-verification/index.js';
import { isInnerRequest } from '../inner-request.js';
import { sharedRequestBudget } from './shared-request-budget.js';
import { firebaseOrigins } from './firebase-origins.js';

/** How often a replica adds its requests to the shared budget in Redis (see shared-request-budget.ts). */
const BUDGET_SETTLE_MS = 100;

/**
 * Security headers and a per-IP request budget, before anything else runs. With Redis the budget is shared by
 * every replica (so adding replicas does not multiply it); while Redis is away each replica counts alone: the
 * budget protects the platform from one client, it must not take the site down with Redis.
 */
export async function registerSecurity(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  // A hosted challenge (Turnstile, reCAPTCHA) loads its widget from its service; ALTCHA adds nothing.
  const challenge = hostedChallengeOrigins(config.humanVerification.provider);
  const firebase = firebaseOrigins(config.firebase);
  const unique = (origins: string[]) => [...new Set(origins)];
  const securityHeaders = headersOf(helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: unique(["'self'", ...challenge.scripts, ...firebase.scripts]),
        // GraphiQL and React set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Game icons, banners and QR codes come from the platform's media origins (MEDIA_ORIGINS).
        imgSrc: ["'self'", 'data:', 'blob:', ...config.lobby.mediaOrigins],
        fontSrc: ["'self'", 'data:'],
        // The line switcher times a request to each of the site's lines, origins the platform lists at run time
        // (domainRoute); plain http only where the site itself runs without TLS (a local stack).
        connectSrc: ["'self'", 'https:', ...(config.cookieSecure ? [] : ['http:'])],
        // Launched games open in the /game frame from the platform's game origins (GAME_ORIGINS).
        frameSrc: unique(["'self'", ...config.lobby.gameOrigins, ...challenge.frames, ...firebase.frames]),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Only where the site is served over TLS (secure cookies say so): a production run on plain loopback HTTP
        // (`pnpm start`) would otherwise have its own scripts upgraded to an https origin that does not exist.
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    // The demo games run in a same-origin frame.
    crossOriginEmbedderPolicy: false,
    // Firebase's sign-in popup hands its result back through its opener.
    crossOriginOpenerPolicy: { policy: firebase.popups ? 'same-origin-allow-popups' : 'same-origin' },
  }));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  const redis = config.redis === undefined ? undefined : connectRedis(config.redis, { commandTimeoutMs: 500, autoPipelining: true });
  const shared = redis === undefined ? undefined : sharedRequestBudget(redis, `${config.cacheNamespace}:rate-limit:`, BUDGET_SETTLE_MS, app.log);
  if (redis !== undefined) {
    redis.on('error', (error: Error) => app.log.debug({ err: error }, 'rate-limit redis error'));
    app.addHook('onClose', async () => {
      shared?.close();
      await closeRedis(redis);
    });
  }
  await app.register(rateLimit, {
    global: true,
    ...(shared === undefined ? {} : { store: shared.store }),
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // The key every per-client limit uses (an IPv6 client by its /64), so the budget and the throttles agree.
    keyGenerator: (request) => clientKey(request.ip),
    // Requests the gateway makes for a visitor (a page's route data, a stale answer's refresh) are part of what
    // the visitor's own request was counted for: one budget per page view.
    allowList: (request) => request.url === '/healthz' || request.url === '/readyz' || isInnerRequest(request),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      errors: [{ message: PUBLIC_MESSAGES.RATE_LIMITED, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: Math.ceil(context.ttl / 1000) } }],
    }),
  });
}

/**
 * The headers helmet sets for a policy, taken from it once. With no nonce in the policy they are the same on every
 * response, so the reply gets them as they are instead of running helmet's dozen middlewares on each request (each
 * setting a header on the raw response, a few percent of a request's CPU).
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error !== undefined) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}
