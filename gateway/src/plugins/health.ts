import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../graphql/context.js';

/** Liveness says the process answers; readiness says its cache and the platform answer too. */
export async function registerHealth(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const [cache, upstream] = await Promise.allSettled([deps.cache.ping(), deps.upstream.ping()]);
    const checks = {
      cache: cache.status === 'fulfilled' ? cache.value : 'down',
      upstream: upstream.status === 'fulfilled' ? 'ok' : 'down',
    };
    const ready = cache.status === 'fulfilled' && upstream.status === 'fulfilled';
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
