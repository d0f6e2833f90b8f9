import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PageTarget } from './page-target.js';
import type { RenderedPage } from './rendered-page.js';
import { startRenderWorkers } from './render-workers.js';

export type { RenderedPage } from './rendered-page.js';

export type PageRenderer = (target: PageTarget, routeDataJson: string) => Promise<RenderedPage | undefined>;

export interface ServerRender {
  renderPage: PageRenderer;
  /** Ends the render workers (the app's close). */
  close(): Promise<void>;
}

export interface ServerRenderOptions {
  deadlineMs: number;
  workers: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Renders with the web build's server entry (`vite build --ssr`, web/dist-server beside web/dist) in worker threads;
 * undefined when the build has none or it cannot be loaded: pages are then the shell with the route's data, as
 * without server rendering.
 */
export async function loadPageRenderer(webDist: string, { deadlineMs, workers, log }: ServerRenderOptions): Promise<ServerRender | undefined> {
  const entry = resolve(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const pool = await startRenderWorkers({ entry, size: workers, log });
  if (pool === undefined) return undefined;
  return {
    renderPage: (target, routeDataJson) =>
      // The path alone: a stored page is per path (page-target.ts), so no query string may shape its markup.
      pool.render({ url: new URL(target.path, 'http://page').href, routeDataJson, deadlineMs }),
    close: pool.close,
  };
}
