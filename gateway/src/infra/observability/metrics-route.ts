import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MetricsSettings } from '../../config.js';
import type { ProxyTrust } from '../trusted-proxies.js';
import type { GatewayMetrics } from './metrics.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Headers a proxy adds: their presence says the socket's peer is not the client. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * /metrics for Prometheus. Open to anyone presenting METRICS_TOKEN as a bearer token, and without one only to a
 * direct peer in METRICS_ALLOW (empty by default). A request that came through a proxy always needs the token:
 * a proxy on the same host connects from loopback, so an allowed loopback address would open /metrics to the
 * whole internet behind it. Through a proxy means a forwarding header is present or the peer is a trusted proxy
 * (TRUST_PROXY). Everyone else gets 404, so the public port does not even show it exists.
 */
export async function registerMetricsRoute(app: FastifyInstance, settings: MetricsSettings, metrics: GatewayMetrics, trustedProxy: ProxyTrust): Promise<void> {
  if (!settings.enabled) return;
  const allowed = new Set(settings.allow);
  const token = settings.token === undefined ? undefined : digest(settings.token);

  const throughProxy = (request: FastifyRequest, peer: string): boolean =>
    FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined) || trustedProxy(peer, 0);

  const mayRead = (request: FastifyRequest): boolean => {
    const peer = request.socket.remoteAddress ?? '';
    if (allowed.has(peer) && !throughProxy(request, peer)) return true;
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
