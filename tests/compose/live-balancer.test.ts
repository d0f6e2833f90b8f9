import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../gateway/src/infra/upstream/catalogue.js';
import { startLiveReplicas, type LiveReplicas } from '../../gateway/src/testing/live-replicas.js';
import type { LoadBalancer } from '../faults/load-balancer.js';
import { nginxAvailable, startNginxBalancer } from '../faults/nginx-balancer.js';

// Issue 34 through the repository's balancer: deploy/nginx.conf (least_conn, streams unbuffered) in front of two
// replicas on one Redis, pages connecting through it as browsers do. The gateway-level tests beside the live code
// show the same with the replicas' own addresses.

const FEED_INTERVAL_MS = 500;
const NOTICES = 'subscription { notices { notices { id title } } }';
const titlesOf = (value: Record<string, unknown>) => (value as { notices: { notices: { title: string }[] } }).notices.notices.map((notice) => notice.title);

async function metric(app: FastifyInstance, line: RegExp): Promise<number> {
  const body = (await app.inject({ method: 'GET', url: '/metrics' })).body;
  return Number(line.exec(body)?.[1] ?? 0);
}

const openStreams = (app: FastifyInstance) => metric(app, /^saola_live_streams_open (\d+)$/m);
const lagCount = (app: FastifyInstance, le: '1' | '+Inf') =>
  metric(app, new RegExp(`^saola_live_delivery_lag_seconds_bucket\\{le="${le.replace('+', '\\+')}",kind="feed"\\} (\\d+)$`, 'm'));

describe.skipIf(!nginxAvailable())('live streams through deploy/nginx.conf in front of two replicas', () => {
  let live: LiveReplicas;
  let lb: LoadBalancer;

  beforeAll(async () => {
    // A short public cache, so each poll of the lease holder reaches the platform and its reads can be counted.
    live = await startLiveReplicas({ LIVE_FEED_INTERVAL_MS: String(FEED_INTERVAL_MS), PUBLIC_CACHE_TTL_MS: '1' });
    lb = await startNginxBalancer(live.urls);
  }, 60_000);
  afterAll(async () => {
    await lb?.close();
    await live?.close();
  });

  it('spreads pages over both replicas; a notice the platform publishes reaches every page, and the platform sees one poll per interval', async () => {
    const pages = Array.from({ length: 6 }, () => live.open(lb.url, NOTICES));
    await Promise.all(pages.map((page) => page.waitFor('the announcements as they stand', (value) => titlesOf(value).length > 0)));
    // least_conn: the streams held open are spread, so both replicas deliver.
    expect(await openStreams(live.stack.app)).toBeGreaterThan(0);
    expect(await openStreams(live.replica)).toBeGreaterThan(0);

    const title = 'Bảo trì hệ thống lúc 04:00';
    await live.stack.control('POST', '/notices', { title, content: 'Hệ thống tạm dừng 30 phút.' });
    const published = Date.now();
    for (const page of pages) await page.waitFor('the new announcement', (value) => titlesOf(value).includes(title));
    const apps = [live.stack.app, live.replica];
    const within1s = (await Promise.all(apps.map((app) => lagCount(app, '1')))).reduce((a, b) => a + b, 0);
    const all = (await Promise.all(apps.map((app) => lagCount(app, '+Inf')))).reduce((a, b) => a + b, 0);
    // Printed, not asserted (a busy machine): the poll interval plus the fan-out, and the lag from the poller's read.
    process.stdout.write(
      `[live] through nginx: the announcement reached all ${pages.length} pages on both replicas ${Date.now() - published} ms after it was published ` +
        `(poll every ${FEED_INTERVAL_MS} ms); ${within1s} of ${all} feed deliveries within 1 s of the poller's read\n`,
    );

    const reads = await live.readsOver(calls.announcements, 10);
    expect(reads).toBeGreaterThan(0);
    // One read of the announcements per interval whatever the replicas and pages, plus the edge (slipped ticks never
    // add reads); both replicas reading would make about twice that.
    expect(reads).toBeLessThanOrEqual(10 + 1);
  }, 90_000);

  it('a page whose replica goes away reconnects through nginx to the other, which goes on reading the feed', async () => {
    const before = live.open(lb.url, NOTICES);
    await before.waitFor('the announcements as they stand', (value) => titlesOf(value).length > 0);
    await live.replica.close();
    // A page's client reconnects (the web's SSE link retries); here a new stream stands for it.
    const after = live.open(lb.url, NOTICES);
    await after.waitFor('the announcements, from the replica that stays', (value) => titlesOf(value).length > 0, 30_000);
    const title = 'Khuyến mãi mới';
    const gone = Date.now();
    await live.stack.control('POST', '/notices', { title, content: 'Nạp lần đầu nhận thưởng.' });
    await after.waitFor('a notice published after the replica went', (value) => titlesOf(value).includes(title), 30_000);
    process.stdout.write(`[live] through nginx, one replica gone: a new announcement reached the page in ${Date.now() - gone} ms\n`);
  }, 90_000);
});
