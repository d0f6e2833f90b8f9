import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import type { RedisTarget } from '../../redis/index.js';
import { parseHostPorts } from '../../redis/index.js';
import { freePort, startTestRedis, uniqueNamespace } from '../../../testing/redis.js';
import { startTestCluster } from '../../../testing/redis-cluster.js';
import { RedisProcesses, until } from '../../../testing/redis-processes.js';
import { createCache } from '../create-cache.js';
import type { Cache, CachePolicy } from '../types.js';
import { silentLogger } from '../../../testing/silent-logger.js';

const silent = silentLogger();
const policy: CachePolicy = { ttlMs: 60_000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, version: 1 };
const KEY = 'SAOLA:VI:announcements';

/** A replica's cache, with what its onDelete listeners (the fast path) heard and a loader counting its calls. */
interface Replica {
  cache: Cache;
  heard: string[][];
  load: Mock<() => Promise<string>>;
  read(): Promise<string>;
}

const opened: Cache[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((cache) => cache.close()));
});

async function replica(redis: RedisTarget, namespace: string, received?: (keys: number) => void): Promise<Replica> {
  const cache = createCache({ redis, namespace, logger: silent, onPeerInvalidation: received });
  opened.push(cache);
  const heard: string[][] = [];
  cache.onDelete((keys) => heard.push(keys));
  let calls = 0;
  const load = vi.fn(async () => `value-${++calls}`);
  await until('the cache did not reach Redis', async () => (await cache.ping()) === 'redis', 10_000);
  return { cache, heard, load, read: () => cache.getOrLoad(KEY, policy, load) };
}

/** Deletes a marker on `from` until `to` hears it: proves `to` is subscribed, without a fixed sleep. */
async function untilSubscribed(from: Replica, to: Replica, timeoutMs = 10_000): Promise<void> {
  const marker = `marker-${Math.random().toString(36).slice(2)}`;
  await until(
    'the peer did not hear a deletion',
    async () => {
      await from.cache.delete([marker]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return to.heard.some((keys) => keys.includes(marker));
    },
    timeoutMs,
  );
}

/** One replica's deletion reaches the other's memory and listeners: the behaviour every topology must show. */
async function expectPeerInvalidation(redis: RedisTarget): Promise<void> {
  const namespace = uniqueNamespace('peer-invalidation');
  const received = vi.fn();
  const a = await replica(redis, namespace);
  const b = await replica(redis, namespace, received);
  await untilSubscribed(a, b);
  await untilSubscribed(b, a);
  a.heard.length = 0;
  b.heard.length = 0;
  received.mockClear();

  expect(await b.read()).toBe('value-1');
  expect(await b.read()).toBe('value-1');
  expect(b.load).toHaveBeenCalledTimes(1);

  await a.cache.delete([KEY, 'SAOLA:VI:games']);
  await until('B did not hear A\'s deletion', () => Promise.resolve(b.heard.length > 0), 2_000);
  expect(b.heard).toEqual([[KEY, 'SAOLA:VI:games']]);
  expect(received).toHaveBeenCalledWith(2);
  // B's memory copy is gone, and Redis no longer has it either: B asks its source again.
  expect(await b.read()).toBe('value-2');
  expect(b.load).toHaveBeenCalledTimes(2);

  // No echo: a later marker from A arrives after anything B might have sent back, and A heard only its own calls.
  await untilSubscribed(a, b);
  expect(a.heard.filter((keys) => keys.includes(KEY))).toEqual([[KEY, 'SAOLA:VI:games']]);
  expect(b.heard.filter((keys) => keys.includes(KEY))).toHaveLength(1);
  expect(received).toHaveBeenCalledTimes(2);
}

describe('peer invalidation on a single Redis', () => {
  let redis: RedisTarget;
  let stop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const server = await startTestRedis();
    redis = { mode: 'single', url: server.url };
    stop = () => server.stop();
  });
  afterAll(() => stop());

  it('drops the entry from the other replica\'s memory and its listeners, without echo', async () => {
    await expectPeerInvalidation(redis);
  });

  it('voids a load the other replica had in flight when the deletion arrived', async () => {
    const namespace = uniqueNamespace('peer-invalidation');
    const a = await replica(redis, namespace);
    const b = await replica(redis, namespace);
    await untilSubscribed(a, b);

    let release: (value: string) => void = () => {};
    const slow = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const inFlight = b.cache.getOrLoad(KEY, policy, slow);
    await until('B did not start its load', () => Promise.resolve(slow.mock.calls.length === 1), 2_000);

    await a.cache.delete([KEY]);
    await until('B did not hear A\'s deletion', () => Promise.resolve(b.heard.some((keys) => keys.includes(KEY))), 2_000);
    release('read before the change');
    // The caller that asked before the change gets that answer; it is not kept for anyone after.
    expect(await inFlight).toBe('read before the change');
    expect(await b.read()).toBe('value-1');
    expect(b.load).toHaveBeenCalledTimes(1);
  });
});

describe('peer invalidation while Redis is away', () => {
  let processes: RedisProcesses;
  let port = 0;

  beforeAll(async () => {
    processes = await RedisProcesses.create('saola-peer-invalidation');
    port = await freePort();
    await processes.start(port, []);
  });
  afterAll(() => processes.stopAll());

  it('still deletes locally, and hears the peers again once Redis is back', async () => {
    const redis: RedisTarget = { mode: 'single', url: `redis://127.0.0.1:${port}` };
    const namespace = uniqueNamespace('peer-invalidation');
    const a = await replica(redis, namespace);
    const b = await replica(redis, namespace);
    await untilSubscribed(a, b);
    expect(await b.read()).toBe('value-1');

    await processes.stop(port);
    // Memory-only mode: the local deletion works and does not throw.
    await b.cache.delete([KEY]);
    expect(b.heard).toContainEqual([KEY]);
    expect(await b.read()).toBe('value-2');

    await processes.start(port, []);
    // The subscriber comes back by itself (no restart of the cache).
    await untilSubscribed(a, b, 15_000);
    await a.cache.delete([KEY]);
    await until('B did not hear A\'s deletion after the reconnect', () => Promise.resolve(b.heard.filter((keys) => keys.includes(KEY)).length === 2), 2_000);
    expect(await b.read()).toBe('value-3');
  }, 30_000);
});

describe('peer invalidation on a Redis Cluster', () => {
  let nodes = '';
  let stop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    // Ports of its own: replicas-on-redis.test.ts may hold 7100-7105 in another worker at the same time.
    const cluster = await startTestCluster([7110, 7111, 7112, 7113, 7114, 7115]);
    nodes = cluster.nodes;
    stop = () => cluster.stop();
  }, 60_000);
  afterAll(() => stop());

  it('drops the entry from the other replica\'s memory and its listeners, without echo', async () => {
    await expectPeerInvalidation({ mode: 'cluster', nodes: parseHostPorts(nodes).nodes });
  }, 30_000);
});
