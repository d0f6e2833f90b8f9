import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderJob, RenderWorkerData, RenderWorkerMessage } from './render-worker.js';
import type { RenderedPage } from './rendered-page.js';

export interface RenderRequest {
  url: string;
  routeDataJson: string;
  deadlineMs: number;
}

/** Renders in worker threads, so a render never holds the gateway's event loop (issue 33: p99 of GET / was ~15 s). */
export interface RenderWorkers {
  /** The page's markup; undefined when late, given up or closing; rejected when the render failed or its worker was lost. */
  render(request: RenderRequest): Promise<RenderedPage | undefined>;
  close(): Promise<void>;
}

export interface RenderWorkersOptions {
  /** The web's server entry (web/dist-server/entry-server.js), imported once by each worker. */
  entry: string;
  size: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How long a worker still busy past a render's deadline gets before it counts as stuck and is replaced. */
  stuckAfterMs?: number;
}

interface Job {
  id: number;
  request: RenderRequest;
  deadlineAt: number;
  timer: NodeJS.Timeout;
  settled: boolean;
  settle(outcome: RenderedPage | undefined | Error): void;
}

interface Slot {
  worker: Worker;
  /** Its entry is imported: it takes renders. */
  ready: boolean;
  /** Resolves true once ready, false if it ended before. */
  started: Promise<boolean>;
  job?: Job;
  stuckTimer?: NodeJS.Timeout;
}

const STUCK_AFTER_MS = 1_000;
const WORKER_MODULE = new URL(`./render-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/**
 * A small pool of render workers, each rendering one page at a time (entry-server.tsx keeps the language in module
 * state), renders queued in order. A worker that crashes, or is still busy a while after a render's deadline, is
 * ended and replaced, and its render fails (stored-pages.ts renders the page again later). Undefined when no worker
 * could load the entry.
 */
export async function startRenderWorkers({ entry, size, log, stuckAfterMs = STUCK_AFTER_MS }: RenderWorkersOptions): Promise<RenderWorkers | undefined> {
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let nextId = 0;
  let closed = false;

  function start(): void {
    const worker = startWorker(entry);
    // The server keeps the process alive; a worker alone must not.
    worker.unref();
    const slot: Slot = { worker, ready: false, started: Promise.resolve(false) };
    slot.started = new Promise<boolean>((resolve) => {
      worker.on('message', (message: RenderWorkerMessage) => {
        if (message.type === 'ready') {
          slot.ready = true;
          resolve(true);
        } else if (slot.job?.id === message.id) {
          const job = slot.job;
          slot.job = undefined;
          clearTimeout(slot.stuckTimer);
          job.settle(message.type === 'rendered' ? message.page : new Error(`server render failed: ${message.reason}`));
        }
        dispatch();
      });
      worker.once('error', (error) => lose(slot, error));
      worker.once('exit', (code) => {
        lose(slot, new Error(`render worker exited (${code})`));
        resolve(false);
      });
    });
    slots.add(slot);
  }

  /** A worker gone (crashed, ended or stuck): its render fails, and one that had started is replaced at once. */
  function lose(slot: Slot, error: Error): void {
    if (!slots.delete(slot)) return;
    clearTimeout(slot.stuckTimer);
    slot.job?.settle(error);
    if (closed) return;
    log.warn({ err: error }, slot.ready ? 'render worker lost; replaced' : "render worker could not load the web's server entry");
    if (slot.ready) start();
    // One that never loaded the entry will not on a second try either: the waiting renders fail, not a loop of starts.
    else for (const job of queue.splice(0)) job.settle(error);
    dispatch();
  }

  function dispatch(): void {
    while (!closed && queue.length > 0) {
      const job = queue[0];
      if (job === undefined || job.settled) {
        queue.shift();
        continue;
      }
      const idle = [...slots].find((slot) => slot.ready && slot.job === undefined);
      if (idle === undefined) {
        if (slots.size < size) start();
        return;
      }
      queue.shift();
      idle.job = job;
      const { url, routeDataJson } = job.request;
      idle.worker.postMessage({ id: job.id, url, routeDataJson, deadlineMs: job.deadlineAt - Date.now() } satisfies RenderJob);
    }
  }

  /** Past its deadline a render is given up here, whatever its worker does; a worker that does not answer soon after is stuck. */
  function expire(job: Job): void {
    job.settle(undefined);
    const slot = [...slots].find((candidate) => candidate.job === job);
    if (slot === undefined) return;
    slot.stuckTimer = setTimeout(() => {
      if (slot.job !== job) return;
      lose(slot, new Error(`render worker still busy ${stuckAfterMs} ms past the render's deadline`));
      void slot.worker.terminate();
    }, stuckAfterMs);
  }

  async function close(): Promise<void> {
    closed = true;
    for (const job of queue.splice(0)) job.settle(undefined);
    const ending = [...slots];
    slots.clear();
    for (const slot of ending) {
      clearTimeout(slot.stuckTimer);
      slot.job?.settle(undefined);
    }
    await Promise.all(ending.map((slot) => slot.worker.terminate()));
  }

  for (let started = 0; started < size; started++) start();
  const started = await Promise.all([...slots].map((slot) => slot.started));
  if (!started.includes(true)) {
    await close();
    return undefined;
  }

  return {
    render(request) {
      if (closed) return Promise.resolve(undefined);
      return new Promise<RenderedPage | undefined>((resolve, reject) => {
        const job: Job = {
          id: nextId++,
          request,
          deadlineAt: Date.now() + request.deadlineMs,
          timer: setTimeout(() => expire(job), request.deadlineMs),
          settled: false,
          settle(outcome) {
            if (job.settled) return;
            job.settled = true;
            clearTimeout(job.timer);
            if (outcome instanceof Error) reject(outcome);
            else resolve(outcome);
          },
        };
        queue.push(job);
        dispatch();
      });
    },
    close,
  };
}

function startWorker(entry: string): Worker {
  const workerData: RenderWorkerData = { entry };
  if (!WORKER_MODULE.pathname.endsWith('.ts')) return new Worker(WORKER_MODULE, { workerData });
  // The sources run through tsx (tests, `start.mjs --source`): on Node 20 a worker does not get tsx's hooks, so it registers them first.
  const load = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_MODULE.href)}); });`;
  return new Worker(load, { eval: true, workerData });
}
