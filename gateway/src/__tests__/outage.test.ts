import { beforeAll, describe, expect, it } from 'vitest';
import { NOTICES, SITE, VIEWER } from '../testing/gateway-stack.js';
import { useGatewayStack } from '../testing/use-gateway-stack.js';
import { errorCode } from '../testing/graphql-replies.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * With public data only 50 ms fresh, every read below happens after expiry: what answers during the
 * outage is the stale copy, not a fresh one.
 */
describe('platform outage', () => {
  const stack = useGatewayStack({ env: { PUBLIC_CACHE_TTL_MS: '50' } });
  let session: string;

  /** Site and notices from stale cache, a typed error for viewer, and never an HTTP 500. */
  async function expectServedStale() {
    const replies = await Promise.all([stack.gql(SITE), stack.gql(NOTICES, { first: 9 }), stack.gql(VIEWER, {}, { session })]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(replies[0]?.body.errors).toBeUndefined();
    expect(replies[1]?.body.errors).toBeUndefined();
    expect(errorCode(replies[2])).toBe('UPSTREAM_UNAVAILABLE');
    return replies;
  }

  beforeAll(async () => {
    session = await stack.login();
    // Warm the public cache, as earlier visitors would have.
    expect((await stack.gql(SITE)).body.data).toBeTruthy();
    expect((await stack.gql(NOTICES, { first: 9 })).body.data).toBeTruthy();
  });

  it('serves site and notices from stale cache and a typed error for viewer while the platform fails', async () => {
    await stack.control('PUT', '/faults', { path: '/*', status: 500, errorCode: '#727' });
    await sleep(120);

    const site = await stack.gql<{ site: { status: string } }>(SITE);
    const notices = await stack.gql<{ notices: { totalCount: number } }>(NOTICES, { first: 9 });
    const viewer = await stack.gql(VIEWER, {}, { session });

    for (const reply of [site, notices, viewer]) expect(reply.status).toBe(200);
    expect(site.body.errors).toBeUndefined();
    expect(site.body.data?.site.status).toBe('NORMAL');
    expect(notices.body.errors).toBeUndefined();
    expect(notices.body.data?.notices.totalCount).toBeGreaterThanOrEqual(30);
    expect(viewer.body.data?.viewer).toBeNull();
    expect(errorCode(viewer)).toBe('UPSTREAM_UNAVAILABLE');
    // A platform outage is not a logout.
    expect(viewer.session).toBeUndefined();
    process.stderr.write('[figure] platform failing (HTTP 500): site and notices served stale, viewer UPSTREAM_UNAVAILABLE, no HTTP 500\n');
  });

  it('does the same when the platform does not answer at all', async () => {
    await stack.control('PUT', '/faults', { path: '/*', outage: true });
    await sleep(120);
    await expectServedStale();
  });

  it('does the same when the platform is stopped, and readiness reports it', async () => {
    await stack.sandbox.close();
    await sleep(120);

    const replies = await expectServedStale();
    for (const reply of replies) expect(reply.raw).not.toMatch(/http:\/\/127|ECONNREFUSED|\/wps\//);

    // Still ready (it serves stale answers): the platform being down is reported, not fatal.
    const ready = await stack.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'degraded', checks: { upstream: 'down' } });
    expect((await stack.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
