import type { FastifyInstance } from 'fastify';

/**
 * On close, requests in flight finish; their keep-alive sockets must then end too, or the server waits
 * for the client's idle timeout. A `Connection: close` on those last responses ends them at once.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
