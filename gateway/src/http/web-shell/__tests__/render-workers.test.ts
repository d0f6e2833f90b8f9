import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startRenderWorkers, type RenderWorkers } from '../render-workers.js';

const entry = fileURLToPath(new URL('./fixtures/render-entry.ts', import.meta.url));
const silent = pino({ level: 'silent' });
const request = (path: string, deadlineMs = 10_000) => ({ url: `http://page${path}`, routeDataJson: '{"locale":"vi"}', deadlineMs });
const threadOf = (page: { head: string } | undefined) => /content="(\d+)"/.exec(page?.head ?? '')?.[1];

let pool: RenderWorkers | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

async function started(size = 1): Promise<RenderWorkers> {
  pool = await startRenderWorkers({ entry, size, log: silent, stuckAfterMs: 200 });
  if (pool === undefined) throw new Error('no render worker started');
  return pool;
}

describe('render workers', () => {
  it('renders in a worker thread from the route answer it is sent', async () => {
    const workers = await started();
    const page = await workers.render(request('/'));
    expect(page?.body).toBe('/ {"locale":"vi"}');
    expect(Number(threadOf(page))).toBeGreaterThan(0);
  });

  it('fails a render whose entry throws and keeps the worker', async () => {
    const workers = await started();
    const before = threadOf(await workers.render(request('/')));
    await expect(workers.render(request('/fails'))).rejects.toThrow(/no markup for this page/);
    expect(threadOf(await workers.render(request('/')))).toBe(before);
  });

  it('replaces a worker that crashes, failing the render it had', async () => {
    const workers = await started();
    const before = threadOf(await workers.render(request('/')));
    await expect(workers.render(request('/crashes'))).rejects.toThrow(/the worker crashes/);
    const after = await workers.render(request('/'));
    expect(after?.body).toBe('/ {"locale":"vi"}');
    expect(threadOf(after)).not.toBe(before);
  });

  it('gives a hanging render up at its deadline and replaces its worker', async () => {
    const workers = await started();
    const before = threadOf(await workers.render(request('/')));
    await expect(workers.render(request('/hangs', 300))).resolves.toBeUndefined();
    // Queued behind the stuck one: answered by its replacement.
    const after = await workers.render(request('/'));
    expect(after?.body).toBe('/ {"locale":"vi"}');
    expect(threadOf(after)).not.toBe(before);
  });

  it('renders beside a busy worker when the pool has two', async () => {
    const workers = await started(2);
    const hanging = workers.render(request('/hangs', 1_000));
    const page = await workers.render(request('/'));
    expect(page?.body).toBe('/ {"locale":"vi"}');
    await expect(hanging).resolves.toBeUndefined();
  });

  it('is undefined when the entry cannot be loaded', async () => {
    const missing = fileURLToPath(new URL('./fixtures/no-such-entry.js', import.meta.url));
    await expect(startRenderWorkers({ entry: missing, size: 1, log: silent })).resolves.toBeUndefined();
  });

  it('answers nothing once closed, and ends its workers', async () => {
    const workers = await started();
    const hanging = workers.render(request('/hangs'));
    await workers.close();
    await expect(hanging).resolves.toBeUndefined();
    await expect(workers.render(request('/'))).resolves.toBeUndefined();
  });
});
