import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { GatewayConfig } from '../config.js';
import { PUBLIC_MESSAGES } from '../graphql/errors/gateway-error.js';
import { closeRedis, connectRedis } from '../redis/index.js';

/**
 * Security headers and a per-IP request budget, before anything else runs. With Redis the budget is shared by
 * every replica (so adding replicas does not multiply it); while Redis is away requests pass rather than fail
 * (skipOnError): the budget protects the platform from one client, it must not take the site down with Redis.
 */
export async function registerSecurity(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  // helmet itself, built once: @fastify/helmet builds a new helmet (and parses the policy again) on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // GraphiQL and React set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Game icons, banners and QR codes come from the platform's media origins (MEDIA_ORIGINS).
        imgSrc: ["'self'", 'data:', 'blob:', ...config.lobby.mediaOrigins],
        fontSrc: ["'self'", 'data:'],
        // The line switcher times a request to each of the site's lines, origins the platform lists at run time
        // (domainRoute); plain http only where the site itself runs without TLS (a local stack).
        connectSrc: ["'self'", 'https:', ...(config.cookieSecure ? [] : ['http:'])],
        // Launched games open in the /game frame from the platform's game origins (GAME_ORIGINS).
        frameSrc: ["'self'", ...config.lobby.gameOrigins],
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
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));

  const redis = config.redis === undefined ? undefined : connectRedis(config.redis, { commandTimeoutMs: 500 });
  if (redis !== undefined) {
    redis.on('error', (error: Error) => app.log.debug({ err: error }, 'rate-limit redis error'));
    app.addHook('onClose', async () => closeRedis(redis));
  }
  await app.register(rateLimit, {
    global: true,
    ...(redis === undefined ? {} : { redis, nameSpace: `${config.cacheNamespace}:rate-limit:`, skipOnError: true, keyGenerator: (request) => hashedIp(request.ip) }),
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    allowList: (request) => request.url === '/healthz' || request.url === '/readyz',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      errors: [{ message: PUBLIC_MESSAGES.RATE_LIMITED, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: Math.ceil(context.ttl / 1000) } }],
    }),
  });
}

/** Keys in a shared Redis carry no readable client address. */
const hashedIp = (ip: string): string => createHash('sha256').update(ip).digest('base64url').slice(0, 32);
