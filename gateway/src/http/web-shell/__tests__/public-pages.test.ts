import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../infra/session/request-session.js';
import { CLIENT_HEADERS } from '../../../testing/public-reads.js';
import { persistedRouteQueries } from '../../../testing/route-query-urls.js';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';

const dist = mkdtempSync(join(tmpdir(), 'saola-pages-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const PURGE_TOKEN = 'page-purge-token-of-some-length';
const page = (headers: Record<string, string>, remoteAddress = '198.51.100.50') => ({ url: '/', remoteAddress, headers: { accept: 'text/html', ...headers } });

// Issue 33: a public page is kept as bytes and served to every visitor alike.
describe('stored public pages over HTTP', () => {
  const stack = useGatewayStack({ env: { WEB_DIST: dist, FIRST_VISIT_DATA_DEADLINE_MS: '10000', CDN_PURGE_TOKEN: PURGE_TOKEN } }, { reset: true });

  it('sends the same page to every visitor as br, gzip or as is, with a strong validator per coding and 304', async () => {
    const br = await stack.app.inject(page({ 'accept-encoding': 'br, gzip' }));
    const gzip = await stack.app.inject(page({ 'accept-encoding': 'gzip' }, '203.0.113.5'));
    const plain = await stack.app.inject(page({}, '192.0.2.77'));
    expect([br.statusCode, gzip.statusCode, plain.statusCode]).toEqual([200, 200, 200]);
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    const identity = plain.rawPayload;
    expect(identity.toString('utf8')).toContain('id="route-data"');
    expect(brotliDecompressSync(br.rawPayload).equals(identity)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(identity)).toBe(true);
    const digest = String(plain.headers.etag).replaceAll('"', '');
    expect(plain.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(br.headers.etag).toBe(`"${digest}-br"`);
    expect(gzip.headers.etag).toBe(`"${digest}-gzip"`);
    expect(br.headers['set-cookie']).toBeUndefined();
    expect(br.headers.vary).toBe('accept-encoding, cookie');

    const notModified = await stack.app.inject(page({ 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) }, '203.0.113.6'));
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it('sends a route without data the built shell from memory, with its validator and 304', async () => {
    const shell = await stack.app.inject({ url: '/help', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(shell.statusCode).toBe(200);
    // This shell is under the size worth compressing: sent as is.
    expect(shell.headers['content-encoding']).toBeUndefined();
    expect(shell.body).toBe(readFileSync(join(dist, 'index.html'), 'utf8'));
    expect(shell.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await stack.app.inject({ url: '/help', headers: { accept: 'text/html', 'if-none-match': String(shell.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("never puts a member's data into a page, and serves the member's page to visitors as the same bytes", async () => {
    const session = await stack.login();
    const me = await stack.gql<{ viewer: { member: { id: string; account: string; nickname: string } } }>('{ viewer { member { id account nickname } } }', {}, { session });
    const member = me.body.data?.viewer.member;
    expect(member?.account).toBe('player01');
    // The member asks first, in a language no one has asked in yet: the page is built on their request.
    const theirs = await stack.app.inject(page({ cookie: `${SESSION_COOKIE}=${session}; saola_locale=en` }, '198.51.100.60'));
    expect(theirs.statusCode).toBe(200);
    const visitors = await stack.app.inject(page({ cookie: 'saola_locale=en' }, '203.0.113.60'));
    expect(visitors.headers.etag).toBe(theirs.headers.etag);
    expect(visitors.body).toBe(theirs.body);
    expect(visitors.body).toContain('"locale":"en"');
    for (const own of [member?.id, member?.account, member?.nickname, session]) expect(visitors.body).not.toContain(own);
    expect(visitors.body).not.toContain('"viewer"');
    expect(theirs.headers['set-cookie']).toBeUndefined();
  });

  it('rebuilds a page when an entry it was built from is purged (tag invalidation)', async () => {
    const before = await stack.app.inject(page({ cookie: 'saola_locale=vi' }));
    expect(before.body).not.toContain('pl***02');
    await stack.control('POST', '/games/winners', { account: 'player02', amount: 987654.32 });
    // Still fresh: the page stands as stored.
    expect((await stack.app.inject(page({ cookie: 'saola_locale=vi' }))).headers.etag).toBe(before.headers.etag);

    const home = persistedRouteQueries().find((query) => query.path === '/');
    const read = await stack.app.inject({ method: 'GET', url: home?.url ?? '', headers: CLIENT_HEADERS });
    const winnerTags = String(read.headers['cache-tag']).split(',').filter((tag) => tag.includes('winners'));
    expect(winnerTags.length).toBeGreaterThan(0);
    const purge = await stack.app.inject({ method: 'POST', url: '/cdn/purge', headers: { authorization: `Bearer ${PURGE_TOKEN}` }, payload: { tags: winnerTags } });
    expect(purge.statusCode).toBe(202);

    const after = await stack.app.inject(page({ cookie: 'saola_locale=vi' }));
    expect(after.body).toContain('pl***02');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
