import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MetricsSettings } from '../config.js';
import type { GatewayMetrics } from './metrics.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * /metrics for Prometheus. Open to the addresses in METRICS_ALLOW (loopback by default, so a sidecar or a
 * scraper on the host reads it) and to anyone presenting METRICS_TOKEN as a bearer token; 404 to the rest, so
 * the public port does not even show it exists.
 */
export async function registerMetricsRoute(app: FastifyInstance, settings: MetricsSettings, metrics: GatewayMetrics): Promise<void> {
  if (!settings.enabled) return;
  const allowed = new Set(settings.allow);
  const token = settings.token === undefined ? undefined : digest(settings.token);

  const mayRead = (request: FastifyRequest): boolean => {
    if (allowed.has(request.socket.remoteAddress ?? '')) return true;
    const header = request.headers.authorization;
    if (token === undefined || typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
    return timingSafeEqual(token, digest(header.slice('Bearer '.length)));
  };

  app.get('/metrics', async (request, reply) => {
    if (!mayRead(request)) return reply.code(404).send({ message: 'Not Found' });
    const body = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}
