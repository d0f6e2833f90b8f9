import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.js';
import { PUBLIC_MESSAGES } from '../graphql/errors/gateway-error.js';

/**
 * Security headers and a per-IP request budget, before anything else runs. The budget is per replica
 * (memory store): it protects the platform from one client, it is not a billing meter.
 */
export async function registerSecurity(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // GraphiQL and React set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Game icons, banners and QR codes come from the platform's media origins (MEDIA_ORIGINS).
        imgSrc: ["'self'", 'data:', 'blob:', ...config.lobby.mediaOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    allowList: (request) => request.url === '/healthz' || request.url === '/readyz',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      errors: [{ message: PUBLIC_MESSAGES.RATE_LIMITED, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: Math.ceil(context.ttl / 1000) } }],
    }),
  });
}
