import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';
import { SESSION_COOKIE } from '../../../infra/session/request-session.js';
import { calls } from '../../../infra/upstream/catalogue.js';

// A build's index.html as Vite writes it: the module script in the head.
const dist = mkdtempSync(join(tmpdir(), 'saola-shell-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>');

interface RouteData {
  operationName: string;
  variables: Record<string, unknown>;
  locale: string;
  result: { data: Record<string, unknown> };
}

function routeDataIn(html: string): RouteData | undefined {
  const found = /<script type="application\/json" id="route-data">([^]*?)<\/script>/.exec(html);
  return found?.[1] === undefined ? undefined : (JSON.parse(found[1]) as RouteData);
}

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("the page's first answer in its HTML", () => {
  // The deadline as long as the gateway allows: a stack's first page is a cold cache, first platform calls and first
  // compilation, longer than the production deadline on a busy machine. The deadline itself is tested below.
  const stack = useGatewayStack({ env: { WEB_DIST: dist, FIRST_VISIT_DATA_DEADLINE_MS: '10000' } }, { reset: true });

  it("puts a visitor's home query answer into the page, as the browser would have asked for it, compressed", async () => {
    const reply = await stack.app.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    // The same bytes for every visitor (stored-pages.test.ts): revalidated by its strong validator.
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers.etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
    // The home query is the page's public part (issue 33): nothing in it is the visitor's, no verdict is sealed for it.
    expect(reply.headers['set-cookie']).toBeUndefined();
    const html = brotliDecompressSync(reply.rawPayload).toString('utf8');
    expect(html.indexOf('id="route-data"')).toBeLessThan(html.indexOf('</head>'));
    const data = routeDataIn(html);
    expect(data).toMatchObject({ operationName: 'HomeRoute', locale: 'vi', variables: { noticeCount: 9, affiliateCode: '', withAffiliate: false } });
    expect(Object.keys(data?.result.data ?? {})).toEqual(expect.arrayContaining(['banners', 'notices', 'site', 'popupNotices']));
    // The first banner, the page's largest paint, loads beside the scripts.
    const banners = data?.result.data.banners as { imageUrl: string }[];
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${banners[0]?.imageUrl}">`);
    // Inside the element no "<" is left that could close it early.
    const element = /id="route-data">([^]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(element).not.toContain('<');
  });

  it('answers in the language of the cookie the web client keeps, and only in a language the site has', async () => {
    const english = await stack.app.inject({ url: '/', headers: { accept: 'text/html', cookie: 'saola_locale=en' } });
    expect(routeDataIn(english.body)?.locale).toBe('en');
    const unknown = await stack.app.inject({ url: '/', headers: { accept: 'text/html', cookie: 'saola_locale=xx' } });
    expect(routeDataIn(unknown.body)?.locale).toBe('vi');
  });

  it("puts the home page's public part into a member's page too, and nothing of theirs (issue 32, item 9: it started blank)", async () => {
    const session = await stack.login();
    const member = await stack.app.inject({ url: '/', headers: { accept: 'text/html', cookie: `${SESSION_COOKIE}=${session}` } });
    expect(member.statusCode).toBe(200);
    const data = routeDataIn(member.body);
    expect(data?.operationName).toBe('HomeRoute');
    expect(Object.keys(data?.result.data ?? {})).toEqual(expect.arrayContaining(['banners', 'notices', 'popupNotices']));
    expect(data?.result.data).not.toHaveProperty('viewer');
  });

  it('leaves other routes plain: the browser asks for them', async () => {
    const help = await stack.app.inject({ url: '/help', headers: { accept: 'text/html' } });
    expect(help.statusCode).toBe(200);
    expect(routeDataIn(help.body)).toBeUndefined();
  });

  it('serves the page without data when its answer has none (the platform is down)', async () => {
    await stack.control('PUT', '/faults', { path: '/*', status: 500, errorCode: '#727' });
    try {
      const reply = await stack.app.inject({ url: '/', headers: { accept: 'text/html', cookie: 'saola_locale=th' } });
      expect(reply.statusCode).toBe(200);
      expect(routeDataIn(reply.body)).toBeUndefined();
    } finally {
      await stack.control('DELETE', '/faults');
    }
  });
});

describe("the page's first answer past its deadline", () => {
  const PLATFORM_DELAY_MS = 6_000;
  // The platform call may take longer than the page waits for it: only the page's deadline is short.
  const stack = useGatewayStack({ env: { WEB_DIST: dist, FIRST_VISIT_DATA_DEADLINE_MS: '100', UPSTREAM_TIMEOUT_MS: '20000' } }, { reset: true });

  it('goes out without the data, not waiting for the slow platform; the browser then asks', async () => {
    await stack.control('PUT', '/faults', { path: calls.announcements.path, latencyMs: PLATFORM_DELAY_MS });
    try {
      const started = performance.now();
      const reply = await stack.app.inject({ url: '/', headers: { accept: 'text/html' } });
      const ms = performance.now() - started;
      expect(reply.statusCode).toBe(200);
      expect(routeDataIn(reply.body)).toBeUndefined();
      expect(reply.body).toContain('<div id="root">');
      expect(ms).toBeLessThan(PLATFORM_DELAY_MS);
    } finally {
      await stack.control('DELETE', '/faults');
    }
  });
});
