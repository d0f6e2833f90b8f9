import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from './rendered-page.js';

/** What the pool gives a render worker when it starts it: the web's server entry (web/dist-server/entry-server.js). */
export interface RenderWorkerData {
  entry: string;
}

/** One render: the page's URL, its route answer as the page carries it (JSON, parsed here, off the main thread). */
export interface RenderJob {
  id: number;
  url: string;
  routeDataJson: string;
  deadlineMs: number;
}

export type RenderWorkerMessage =
  | { type: 'ready' }
  | { type: 'rendered'; id: number; page: RenderedPage | undefined }
  | { type: 'failed'; id: number; reason: string };

/** web/src/entry-server.tsx's renderPage, as the web build's server entry exports it. */
type RenderEntry = (request: { url: string; routeData: unknown; deadlineMs: number }) => Promise<RenderedPage | undefined>;

const port = parentPort;
if (port === null) throw new Error('render-worker.ts runs as a worker thread (render-workers.ts starts it)');
const { entry } = workerData as RenderWorkerData;
// Imported once per worker: React and the app stay loaded for every render the worker does.
const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage?: RenderEntry };
if (typeof renderPage !== 'function') throw new Error(`${entry} exports no renderPage`);

port.on('message', (job: RenderJob) => {
  renderPage({ url: job.url, routeData: JSON.parse(job.routeDataJson) as unknown, deadlineMs: job.deadlineMs }).then(
    (page) => port.postMessage({ type: 'rendered', id: job.id, page } satisfies RenderWorkerMessage),
    (error: unknown) => port.postMessage({ type: 'failed', id: job.id, reason: error instanceof Error ? error.message : String(error) } satisfies RenderWorkerMessage),
  );
});
port.postMessage({ type: 'ready' } satisfies RenderWorkerMessage);
