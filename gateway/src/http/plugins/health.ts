import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../../graphql/context.js';
import { Readiness, type DependencyChecks } from './readiness.js';

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** A load balancer probes often: a dependency that hangs must not hang the probe. */
const checkTimeoutMs = 1_000;

/**
 * Liveness says the process answers. Readiness fails only for what stops this replica from serving: not started
 * (the schema is built in onReady), or draining on SIGTERM. Redis or the platform being down is reported in the
 * body, not fatal: the gateway serves from memory and stale entries then, and failing every replica's readiness at
 * once would take the whole site out of the load balancer.
 */
export async function registerHealth(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const readiness = new Readiness();
  app.decorate('readiness', readiness);
  app.addHook('onReady', async () => readiness.serving());
  app.addHook('preClose', async () => readiness.drain());

  // The line switcher on another of the site's lines times this from its page (a no-cors request), which the
  // default same-origin resource policy would block.
  app.get('/healthz', async (_request, reply) => {
    void reply.header('cross-origin-resource-policy', 'cross-origin');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    const [cache, throttles, upstream] = await Promise.allSettled([
      bounded(deps.cache.ping()),
      bounded(deps.throttles.ready()),
      bounded(deps.upstream.ping()),
    ]);
    const checks: DependencyChecks = {
      cache: cache.status === 'fulfilled' ? cache.value : 'down',
      throttles: throttles.status === 'fulfilled' && throttles.value ? deps.throttles.store : 'down',
      upstream: upstream.status === 'fulfilled' ? 'ok' : 'down',
    };
    readiness.report(checks);
    const ready = readiness.state === 'serving';
    const degraded = Object.values(checks).includes('down');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? (degraded ? 'degraded' : 'ready') : 'not ready', state: readiness.state, checks });
  });
}

function bounded<T>(check: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('check timed out')), checkTimeoutMs);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}
