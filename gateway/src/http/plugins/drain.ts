import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

export interface DrainOptions {
  /**
   * How long /readyz says not-ready while the server still accepts, so the load balancer moves away first; then
   * as long again for the balancer to let go of its idle connections once the server stops accepting.
   */
  notReadyForMs: number;
  /** How long open connections get to finish once the server stops accepting. */
  deadlineMs: number;
  sleep: (ms: number) => Promise<unknown>;
  logger: Logger;
}

/**
 * A graceful stop for SIGTERM: not-ready first (the server keeps answering meanwhile, for requests the balancer
 * already sent), then stop accepting and let the open connections end (see graceful-close.ts). The balancer's own
 * idle connections are gone within the notice (deploy/nginx.conf closes them sooner), so what is still idle after
 * it belongs to another client (a scraper) and is closed with the app. Past the deadline the remaining connections
 * are cut. Closing the app then closes the platform pool and the Redis clients.
 */
export async function drain(app: FastifyInstance, options: DrainOptions): Promise<void> {
  app.readiness.drain();
  if (options.notReadyForMs > 0) await options.sleep(options.notReadyForMs);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), options.deadlineMs);
  });
  const ended = app.stopAccepting();
  await Promise.race([ended, options.sleep(options.notReadyForMs)]);
  const closing = app.close();
  const outcome = await Promise.race([closing.then(() => 'closed' as const), deadline]);
  clearTimeout(timer);
  if (outcome === 'deadline') {
    options.logger.warn({ deadlineMs: options.deadlineMs }, 'drain deadline passed; cutting the remaining connections');
    app.server.closeAllConnections();
    await closing;
  }
}
