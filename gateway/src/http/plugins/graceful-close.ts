import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops accepting connections while the open ones go on, each ended after its next answer; resolves once every
     * one has ended (see drain.ts).
     */
    stopAccepting(): Promise<void>;
  }
}

/**
 * How a replica lets go of its connections without failing a request the balancer cannot resend. nginx resends a
 * POST only when it never reached a replica (deploy/nginx.conf): a refused connection, never one closed under it.
 * So the replica first closes its listening socket (new connections are refused, and nginx retries them on the
 * other replica), keeps every open connection, and ends each after its next answer (`Connection: close`), rather
 * than closing an idle one a request may be on its way on; drain.ts closes the idle ones only after a notice. A
 * request that arrives once close() began is served too, not refused with a 503 nginx would pass on for a POST
 * (`return503OnClosing: false` in app.ts).
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let ending = false;
  app.decorate('stopAccepting', () => {
    ending = true;
    // net.Server's close shuts the listening socket alone; http.Server's would also end idle keep-alive connections.
    return new Promise<void>((resolve) => Server.prototype.close.call(app.server, () => resolve()));
  });
  app.addHook('preClose', async () => {
    ending = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (ending) reply.header('connection', 'close');
  });
}
