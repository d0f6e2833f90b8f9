import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logging/logger.js';
import { loadConfig } from '../../../config.js';
import { startTestRedis, uniqueNamespace, type TestRedis } from '../../../testing/redis.js';
import { until } from '../../../testing/redis-processes.js';
import { LiveHub } from '../live-hub.js';
import { redisBus } from '../redis-bus.js';

const LEASE_TTL_MS = 1_500;
const FEED_INTERVAL_MS = 300;

/** Takes values off a stream as they come, for the test to look at. */
function collect(stream: AsyncIterableIterator<unknown>): unknown[] {
  const values: unknown[] = [];
  void (async () => {
    for await (const value of stream) values.push(value);
  })();
  return values;
}

// Two replicas' hubs on one real Redis, one public feed: the platform behind it is a counter of reads.
describe('a public feed on two replicas', () => {
  let redis: TestRedis;
  const logger = createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'x'.repeat(32) }));
  let platformValue = 0;
  const reads = { a: 0, b: 0 };
  const hubs: LiveHub[] = [];

  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await Promise.allSettled(hubs.map((hub) => hub.close()));
    await redis?.stop();
  });

  it('is read by one replica at a time, and another takes over within seconds when the holder dies', async () => {
    const namespace = uniqueNamespace('lease');
    // A dead process neither renews nor gives its lease back: neither replica's release does anything here.
    const hub = () =>
      new LiveHub({
        bus: { ...redisBus({ redis: { mode: 'single', url: redis.url }, namespace, logger }), release: async () => undefined },
        logger,
        leaseTtlMs: LEASE_TTL_MS,
        tickMs: 200,
        feedIntervalMs: FEED_INTERVAL_MS,
      });
    const a = hub();
    const b = hub();
    hubs.push(a, b);
    // The platform's value moves on every read, so every read is published and heard.
    const reader = (replica: 'a' | 'b') => async () => (reads[replica]++, { value: ++platformValue });
    const onA = collect(a.watch('feed:test', { kind: 'feed', read: reader('a') }));
    const onB = collect(b.watch('feed:test', { kind: 'feed', read: reader('b') }));

    await until('both replicas heard the feed', async () => onA.length > 3 && onB.length > 3, 15_000);
    // Past the first read each stream may make on subscribing, only the lease holder reads.
    reads.a = reads.b = 0;
    await until('the holder read a few times', async () => reads.a + reads.b >= 4, 15_000);
    const holder = reads.a > 0 ? a : b;
    expect(Math.min(reads.a, reads.b)).toBe(0);
    // What one replica read reached the other's stream as well.
    await until('both replicas showed the same latest value', async () => JSON.stringify(onA.at(-1)) === JSON.stringify(onB.at(-1)), 10_000);

    // The holder dies; the other replica, whose stream still listens, must take the lease over.
    const [survivor, heard] = holder === a ? (['b', onB] as const) : (['a', onA] as const);
    await holder.close();
    const diedAt = Date.now();
    const before = heard.length;
    reads[survivor] = 0;
    await until('the other replica read the feed after the holder died', async () => reads[survivor] > 0 && heard.length > before, 10_000);
    expect(Date.now() - diedAt).toBeLessThan(5_000);
  }, 60_000);
});
