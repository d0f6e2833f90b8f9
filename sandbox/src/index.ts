import type { FastifyInstance } from 'fastify';
import { createSandboxApp } from './app.js';
import { DEFAULTS } from './options.js';
import type { SandboxOptions } from './options.js';

export type { SandboxOptions } from './options.js';

export interface RunningSandbox {
  /** Base URL, e.g. http://127.0.0.1:4010 (no trailing slash). */
  url: string;
  app: FastifyInstance;
  /** Restores the seed state and clears counts, faults, sessions and the clock. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The sandbox app without listening, for `app.inject` or a caller's own `listen`. */
export function buildSandbox(options: SandboxOptions = {}): FastifyInstance {
  return createSandboxApp(options).app;
}

/** Starts the sandbox over real HTTP. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const { app, store } = createSandboxApp(options);
  const host = options.host ?? DEFAULTS.host;
  await app.listen({
    port: options.port ?? 0,
    host,
    listenTextResolver: (address) => `Saola sandbox listening at ${address}`,
  });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the sandbox is not listening on TCP');
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${urlHost}:${address.port}`,
    app,
    reset: async () => store.reset(),
    close: () => app.close(),
  };
}
