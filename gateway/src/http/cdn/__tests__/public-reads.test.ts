import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../infra/session/request-session.js';
import { LOGIN, WEB_ACCEPT } from '../../../testing/gateway-stack.js';
import { CLIENT_HEADERS, GAMES, GAMES_URL, persistedUrl, SITE_STATUS, writePublicReadsManifest, type Games } from '../../../testing/public-reads.js';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';

// Issue 36: compressed answers, and public persisted GETs a browser or CDN may keep; everything else private.
describe('public reads and compression', () => {
  const stack = useGatewayStack(() => ({ env: { PERSISTED_OPERATIONS_MANIFEST: writePublicReadsManifest() } }));

  it('compresses a large answer, and marks a public persisted GET cacheable with its validator and tags', async () => {
    const first = await stack.app.inject({ method: 'GET', url: GAMES_URL, headers: { ...CLIENT_HEADERS, 'accept-encoding': 'br, gzip' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const identity = brotliDecompressSync(first.rawPayload);
    expect((JSON.parse(identity.toString('utf8')) as Games).data.games.edges.length).toBeGreaterThan(0);
    expect(identity.length).toBeGreaterThanOrEqual(16 * 1024);
    process.stdout.write(`[cdn] CdnGames: ${identity.length} bytes as is, ${first.rawPayload.length} in brotli\n`);

    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
    expect(Number(/s-maxage=(\d+)/.exec(String(first.headers['cache-control']))?.[1])).toBeGreaterThan(0);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
    expect(first.headers.vary).toBe('Accept, Accept-Encoding, Accept-Language');
    expect(String(first.headers['cache-tag']).split(',').some((tag) => tag.includes(':gameList'))).toBe(true);
    expect(first.headers['surrogate-key']).toBe(String(first.headers['cache-tag']).replaceAll(',', ' '));
    expect(first.headers['set-cookie']).toBeUndefined();

    // A stored answer now: compressed once per coding; its validator answers 304 with no body, in any coding.
    const gzip = await stack.app.inject({ method: 'GET', url: GAMES_URL, headers: { ...CLIENT_HEADERS, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(String(first.headers.etag).replace('-br"', '-gzip"'));
    process.stdout.write(`[cdn] CdnGames stored: ${gzip.rawPayload.length} bytes in gzip\n`);
    const notModified = await stack.app.inject({ method: 'GET', url: GAMES_URL, headers: { ...CLIENT_HEADERS, 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(first.headers.etag);
    const changed = await stack.app.inject({ method: 'GET', url: GAMES_URL, headers: { ...CLIENT_HEADERS, 'if-none-match': '"another"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['content-encoding']).toBeUndefined();
    expect(changed.rawPayload.equals(identity)).toBe(true);
  });

  it('keeps private what is not the same for everyone: a session, a POST, an answer for one address', async () => {
    const session = await stack.login();
    const member = await stack.app.inject({ method: 'GET', url: GAMES_URL, headers: { ...CLIENT_HEADERS, cookie: `${SESSION_COOKIE}=${session}` } });
    expect(member.statusCode).toBe(200);
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.headers.etag).toBeUndefined();
    const post = await stack.app.inject({ method: 'POST', url: '/graphql', headers: { ...CLIENT_HEADERS, 'accept-encoding': 'br' }, payload: { query: GAMES } });
    expect(post.headers['cache-control']).toBe('private, no-store');
    expect(post.headers['content-encoding']).toBe('br');
    // The site's status carries this visitor's address and region verdict (sealed into a cookie): never shared.
    const site = await stack.app.inject({ method: 'GET', url: persistedUrl(SITE_STATUS, 'CdnSite'), headers: CLIENT_HEADERS });
    expect(site.statusCode).toBe(200);
    expect(site.headers['cache-control']).toBe('private, no-store');
    expect(site.headers['set-cookie']).toBeDefined();
  });

  it('holds the CSRF rules: a GET runs no mutation, nor a query without a header a cross-site page cannot send', async () => {
    const mutation = await stack.app.inject({ method: 'GET', url: persistedUrl(LOGIN, 'Login'), headers: CLIENT_HEADERS });
    expect(mutation.statusCode).toBe(405);
    const simple = await stack.app.inject({ method: 'GET', url: GAMES_URL, headers: { accept: CLIENT_HEADERS.accept } });
    expect(simple.statusCode).toBe(400);
    expect(simple.headers['cache-control']).toBe('private, no-store');
  });

  it('compresses the other texts it serves: JSON errors, GraphiQL', async () => {
    const script = await stack.app.inject({ method: 'GET', url: '/graphiql/assets/graphiql.js', headers: { 'accept-encoding': 'gzip' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBe('gzip');
    // A hundred unknown fields: a hundred validation errors, a few kilobytes of JSON.
    const unknown = `query { ${Array.from({ length: 100 }, (_, i) => `unknownField${i}`).join(' ')} }`;
    const refused = await stack.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', accept: WEB_ACCEPT, 'accept-encoding': 'br' }, payload: { query: unknown } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-encoding']).toBe('br');
  });
});
