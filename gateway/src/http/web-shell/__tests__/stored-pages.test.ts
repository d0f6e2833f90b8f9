import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { RouteData, RouteDataSource } from '../route-data.js';
import type { SharedLifetime } from '../shared-lifetime.js';
import type { PageRenderer } from '../server-render.js';
import { RENDER_RETRY_MS, storedPages } from '../stored-pages.js';

const TARGET = { path: '/', locale: 'vi', host: 'site.test', ip: '198.51.100.1', visitor: true, bareUrl: true };
const silent = pino({ level: 'silent' });

/** A route source whose answers the test sets, counting how often the page's data was asked for. */
function fakeRouteData() {
  const source = {
    asked: 0,
    next: (): Promise<RouteData | undefined> => Promise.resolve(undefined),
    variablesOf: (path: string) => (path === '/' ? { noticeCount: 9 } : undefined),
    answer(): Promise<RouteData | undefined> {
      source.asked++;
      return source.next();
    },
  };
  return source satisfies RouteDataSource;
}

const lifetime = (over: Partial<SharedLifetime> = {}): SharedLifetime => ({
  freshUntil: Date.now() + 60_000,
  staleWhileRevalidateMs: 60_000,
  staleIfErrorMs: 3_600_000,
  keys: ['SAOLA:vi:banners', 'SAOLA:vi:notices'],
  ...over,
});
const answer = (json: string, shared: SharedLifetime | null = lifetime()): RouteData => ({ json, leadImage: undefined, shared: shared ?? undefined });

function setUp(renderPage?: PageRenderer) {
  const routeData = fakeRouteData();
  let deleted: (keys: string[]) => void = () => undefined;
  const pages = storedPages({
    routeData,
    shellPage: (data, rendered) => Buffer.from(`<html>${rendered?.head ?? ''}${data.json}${rendered?.body ?? ''}</html>`),
    renderPage,
    cache: { onDelete: (listener) => void (deleted = listener) },
    deadlineMs: 5_000,
    log: silent,
  });
  return { routeData, pages, deleteKeys: (keys: string[]) => deleted(keys) };
}

const text = (page: { body: { identity: Buffer } } | undefined) => page?.body.identity.toString('utf8');

describe('stored public pages', () => {
  it('builds a page once and serves its bytes to every later visitor while it is fresh', async () => {
    const { routeData, pages } = setUp();
    routeData.next = () => Promise.resolve(answer('{"a":1}'));
    const first = await pages.page(TARGET);
    expect(text(first)).toBe('<html>{"a":1}</html>');
    expect(first?.stored).toBe(true);
    const again = await pages.page({ ...TARGET, ip: '203.0.113.7' });
    expect(again).toBe(first);
    expect(routeData.asked).toBe(1);
    // Another language is another page.
    await pages.page({ ...TARGET, locale: 'en' });
    expect(routeData.asked).toBe(2);
  });

  it('serves a stale page while one rebuild runs, then the rebuilt one', async () => {
    const { routeData, pages } = setUp();
    routeData.next = () => Promise.resolve(answer('{"old":1}', lifetime({ freshUntil: Date.now() - 1 })));
    await pages.page(TARGET);
    let finish: (data: RouteData) => void = () => undefined;
    routeData.next = () => new Promise((resolve) => (finish = resolve));
    expect(text(await pages.page(TARGET))).toBe('<html>{"old":1}</html>');
    expect(text(await pages.page(TARGET))).toBe('<html>{"old":1}</html>');
    expect(routeData.asked).toBe(2);
    finish(answer('{"new":1}'));
    await expect.poll(async () => text(await pages.page(TARGET))).toBe('<html>{"new":1}</html>');
    expect(routeData.asked).toBe(2);
  });

  it('drops a page when a cache entry it was built from is deleted (tag invalidation)', async () => {
    const { routeData, pages, deleteKeys } = setUp();
    routeData.next = () => Promise.resolve(answer('{"v":1}'));
    await pages.page(TARGET);
    deleteKeys(['SAOLA:vi:games']);
    await pages.page(TARGET);
    expect(routeData.asked).toBe(1);
    routeData.next = () => Promise.resolve(answer('{"v":2}'));
    deleteKeys(['SAOLA:vi:notices']);
    expect(text(await pages.page(TARGET))).toBe('<html>{"v":2}</html>');
    expect(routeData.asked).toBe(2);
  });

  it('lets a stale page stand in while rebuilds fail (stale-if-error), and not past that', async () => {
    const { routeData, pages } = setUp();
    routeData.next = () => Promise.resolve(answer('{"v":1}', lifetime({ freshUntil: Date.now() - 1, staleWhileRevalidateMs: 0, staleIfErrorMs: 3_600_000 })));
    await pages.page(TARGET);
    routeData.next = () => Promise.reject(new Error('platform down'));
    expect(text(await pages.page(TARGET))).toBe('<html>{"v":1}</html>');
    const other = { ...TARGET, locale: 'th' };
    routeData.next = () => Promise.resolve(answer('{"v":1}', lifetime({ freshUntil: Date.now() - 1, staleWhileRevalidateMs: 0, staleIfErrorMs: 0 })));
    await pages.page(other);
    routeData.next = () => Promise.resolve(undefined);
    expect(await pages.page(other)).toBeUndefined();
  });

  it('keeps no page built from an answer that is not shared: it goes to its one visitor and is forgotten', async () => {
    const { routeData, pages } = setUp();
    routeData.next = () => Promise.resolve(answer('{"mine":1}', null));
    const page = await pages.page(TARGET);
    expect(page?.stored).toBe(false);
    await pages.page(TARGET);
    expect(routeData.asked).toBe(2);
  });

  it('has no page for a route without a route query', async () => {
    const { routeData, pages } = setUp();
    expect(await pages.page({ ...TARGET, path: '/wallet' })).toBeUndefined();
    expect(routeData.asked).toBe(0);
  });

  describe('with server rendering', () => {
    it('renders a shared page once, for visitors; members get the same page without the markup', async () => {
      let renders = 0;
      const { routeData, pages } = setUp((_target, json) => {
        renders++;
        return Promise.resolve({ head: '<link>', body: `<main>${json}</main>` });
      });
      routeData.next = () => Promise.resolve(answer('{"a":1}'));
      const visitor = await pages.page(TARGET);
      expect(text(visitor)).toBe('<html><link>{"a":1}<main>{"a":1}</main></html>');
      expect(visitor?.stored).toBe(true);
      const member = await pages.page({ ...TARGET, visitor: false });
      expect(text(member)).toBe('<html>{"a":1}</html>');
      // A link naming a view (?type=) is not the bare path's markup: the same page without it.
      expect(await pages.page({ ...TARGET, bareUrl: false })).toBe(member);
      expect(await pages.page({ ...TARGET, ip: '203.0.113.9' })).toBe(visitor);
      expect([routeData.asked, renders]).toEqual([1, 1]);
    });

    it('never renders an answer that is not shared, and a failed render leaves the page with its data alone', async () => {
      let renders = 0;
      const { routeData, pages } = setUp(() => {
        renders++;
        return Promise.reject(new Error('render failed'));
      });
      routeData.next = () => Promise.resolve(answer('{"own":1}', null));
      expect(text(await pages.page(TARGET))).toBe('<html>{"own":1}</html>');
      expect(renders).toBe(0);
      routeData.next = () => Promise.resolve(answer('{"a":1}'));
      expect(text(await pages.page(TARGET))).toBe('<html>{"a":1}</html>');
      expect(renders).toBe(1);
    });

    it('renders a fresh page again once its render failed or was late, waiting longer after each failure', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        let renders = 0;
        let fails = true;
        const { routeData, pages } = setUp(() => {
          renders++;
          return fails ? Promise.resolve(undefined) : Promise.resolve({ head: '', body: '<main>drawn</main>' });
        });
        routeData.next = () => Promise.resolve(answer('{"a":1}'));
        expect(text(await pages.page(TARGET))).toBe('<html>{"a":1}</html>');
        // Within the wait, the page without markup is served and nothing is rendered.
        expect(text(await pages.page(TARGET))).toBe('<html>{"a":1}</html>');
        expect(renders).toBe(1);
        vi.advanceTimersByTime(RENDER_RETRY_MS);
        await pages.page(TARGET);
        await expect.poll(() => renders).toBe(2);
        // Failed again: the next try waits twice as long.
        vi.advanceTimersByTime(RENDER_RETRY_MS);
        await pages.page(TARGET);
        expect(renders).toBe(2);
        fails = false;
        vi.advanceTimersByTime(RENDER_RETRY_MS);
        await pages.page(TARGET);
        await expect.poll(async () => text(await pages.page(TARGET))).toBe('<html>{"a":1}<main>drawn</main></html>');
        expect(renders).toBe(3);
        vi.advanceTimersByTime(10 * RENDER_RETRY_MS);
        await pages.page(TARGET);
        expect(renders).toBe(3);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
