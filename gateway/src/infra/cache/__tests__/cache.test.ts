import { createServer, type AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLog } from '../../../testing/log-capture.js';
import { startTestRedis, uniqueNamespace, type TestRedis } from '../../../testing/redis.js';
import { cacheKey } from '../cache-key.js';
import { createCache } from '../create-cache.js';
import { cacheRedisKey } from '../redis-store.js';
import type { Cache, CachePolicy } from '../types.js';
import { silentLogger } from '../../../testing/silent-logger.js';

const silent = silentLogger();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const scope = { merchant: 'SAOLA', language: 'VI' };

function policy(overrides: Partial<CachePolicy> = {}): CachePolicy {
  return { ttlMs: 60_000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, version: 1, ...overrides };
}

/** A loader that counts its calls and answers `value-<n>`. */
function countingLoader(delayMs = 0) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls++;
    const answer = `value-${calls}`;
    if (delayMs > 0) await sleep(delayMs);
    return answer;
  });
  return load;
}

function capturingLogger(): { logger: Logger; lines: () => Record<string, unknown>[] } {
  const log = captureLog();
  return { logger: pino({ level: 'debug' }, log.sink), lines: log.entries };
}

/** A loader whose platform is down. */
const platformDown = () =>
  vi.fn(async (): Promise<string> => {
    throw new Error('platform down');
  });

let redisServer: TestRedis | undefined;
const opened: Cache[] = [];

beforeAll(async () => {
  redisServer = await startTestRedis();
});

afterAll(async () => {
  await redisServer?.stop();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((cache) => cache.close()));
});

const redisTarget = () => ({ mode: 'single' as const, url: redisServer?.url ?? '' });

describe.each(['memory', 'redis'] as const)('cache with %s', (kind) => {
  let namespace = '';

  async function open(options: { logger?: Logger; maxEntries?: number; namespace?: string } = {}): Promise<Cache> {
    const cache = createCache({
      namespace: options.namespace ?? namespace,
      logger: options.logger ?? silent,
      ...(options.maxEntries === undefined ? {} : { maxEntries: options.maxEntries }),
      ...(kind === 'redis' ? { redis: redisTarget() } : {}),
    });
    opened.push(cache);
    // Wait for the connection so the test exercises Redis rather than the fail-fast skip while connecting.
    expect(await cache.ping()).toBe(kind);
    return cache;
  }

  beforeAll(() => {
    namespace = uniqueNamespace(`saola-test-${kind}`);
  });

  it('reports its kind', async () => {
    const cache = await open();
    expect(cache.kind).toBe(kind);
  });

  it('loads once and serves the value while fresh', async () => {
    const cache = await open();
    const load = countingLoader();
    const key = cacheKey(scope, 'fresh', { run: Math.random() });
    expect(await cache.getOrLoad(key, policy(), load)).toBe('value-1');
    expect(await cache.getOrLoad(key, policy(), load)).toBe('value-1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores an entry written under another model version, even when the refresh fails', async () => {
    const key = cacheKey(scope, 'versioned', { run: Math.random() });
    const before = await open();
    // The gateway before the deploy: the old shape, stale-if-error for a day.
    await before.getOrLoad(key, policy({ version: 1, staleIfErrorMs: 86_400_000 }), async () => ({ oldShape: true }));
    // Memory holds it for `before`; a newer gateway reading the same memory or Redis must not serve it.
    const after = kind === 'redis' ? await open() : before;
    const load = vi.fn(async () => ({ newShape: true }));
    expect(await after.getOrLoad(key, policy({ version: 2 }), load)).toEqual({ newShape: true });
    expect(load).toHaveBeenCalledTimes(1);

    const otherKey = cacheKey(scope, 'versioned', { run: Math.random() });
    await before.getOrLoad(otherKey, policy({ version: 1, staleIfErrorMs: 86_400_000, ttlMs: 1 }), async () => 'old');
    const failing = async () => {
      throw new Error('platform down');
    };
    await sleep(5);
    await expect(after.getOrLoad(otherKey, policy({ version: 2, staleIfErrorMs: 86_400_000 }), failing)).rejects.toThrow('platform down');
  });

  it('loads again once the TTL has passed', async () => {
    const cache = await open();
    const load = countingLoader();
    const key = cacheKey(scope, 'ttl', { run: Math.random() });
    const short = policy({ ttlMs: 50 });
    expect(await cache.getOrLoad(key, short, load)).toBe('value-1');
    await sleep(80);
    expect(await cache.getOrLoad(key, short, load)).toBe('value-2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('makes exactly one load for 200 concurrent cold calls', async () => {
    const cache = await open();
    const load = countingLoader(20);
    const key = cacheKey(scope, 'stampede', { run: Math.random() });
    const values = await Promise.all(Array.from({ length: 200 }, () => cache.getOrLoad(key, policy(), load)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(values)).toEqual(new Set(['value-1']));
  });

  it('makes exactly one load for 200 concurrent cold calls even when the load answers at once', async () => {
    const cache = await open();
    const load = countingLoader();
    const key = cacheKey(scope, 'stampede-instant', { run: Math.random() });
    await Promise.all(Array.from({ length: 200 }, () => cache.getOrLoad(key, policy(), load)));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the stale value at once and refreshes it in the background', async () => {
    const cache = await open();
    const key = cacheKey(scope, 'swr', { run: Math.random() });
    // The refreshed value must stay fresh while the test polls for it, hence no shorter TTL.
    const swr = policy({ ttlMs: 300, staleWhileRevalidateMs: 5_000 });
    expect(await cache.getOrLoad(key, swr, async () => 'value-1')).toBe('value-1');
    await sleep(350);

    // The refresh hangs until released: the stale reads must not wait for it.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const refresh = vi.fn(async () => {
      await released;
      return 'value-2';
    });
    const staleAnswers = await Promise.all(Array.from({ length: 20 }, () => cache.getOrLoad(key, swr, refresh)));
    expect(new Set(staleAnswers)).toEqual(new Set(['value-1']));
    // With Redis the refresh starts once the cross-replica lock is taken, a round trip after the stale answers.
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1), { interval: 5 });

    release();
    await vi.waitFor(async () => expect(await cache.getOrLoad(key, swr, refresh)).toBe('value-2'), { interval: 5 });
    // Twenty stale reads, one background refresh.
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('logs and swallows a failed background refresh', async () => {
    const { logger, lines } = capturingLogger();
    const cache = await open({ logger });
    const key = cacheKey(scope, 'swr-fail', { run: Math.random() });
    const swr = policy({ ttlMs: 30, staleWhileRevalidateMs: 5_000 });
    await cache.getOrLoad(key, swr, async () => 'kept');
    await sleep(50);
    const failing = platformDown();
    expect(await cache.getOrLoad(key, swr, failing)).toBe('kept');
    await vi.waitFor(() => expect(lines().some((line) => line.msg === 'background cache refresh failed; serving the stale value')).toBe(true));
    expect(await cache.getOrLoad(key, swr, failing)).toBe('kept');
  });

  it('serves the stale value when the load fails within the stale-if-error window', async () => {
    const { logger, lines } = capturingLogger();
    const cache = await open({ logger });
    const key = cacheKey(scope, 'sie', { run: Math.random() });
    const sie = policy({ ttlMs: 50, staleIfErrorMs: 5_000 });
    await cache.getOrLoad(key, sie, async () => 'last-good');
    await sleep(80);
    const failing = platformDown();
    expect(await cache.getOrLoad(key, sie, failing)).toBe('last-good');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(lines().filter((line) => line.level === 40 && line.msg === 'cache load failed; serving the stale value')).toHaveLength(1);
    // The next success replaces it.
    expect(await cache.getOrLoad(key, sie, async () => 'new')).toBe('new');
  });

  it('rethrows the original error when no stale value is usable', async () => {
    const cache = await open();
    const original = new Error('platform down');
    const failing = async (): Promise<string> => {
      throw original;
    };
    const coldKey = cacheKey(scope, 'sie-cold', { run: Math.random() });
    await expect(cache.getOrLoad(coldKey, policy({ staleIfErrorMs: 5_000 }), failing)).rejects.toBe(original);

    const expiredKey = cacheKey(scope, 'sie-expired', { run: Math.random() });
    const shortSie = policy({ ttlMs: 30, staleIfErrorMs: 30 });
    await cache.getOrLoad(expiredKey, shortSie, async () => 'too-old');
    await sleep(100);
    await expect(cache.getOrLoad(expiredKey, shortSie, failing)).rejects.toBe(original);
  });

  it('shares one failure among concurrent callers and retries on the next call', async () => {
    const cache = await open();
    const key = cacheKey(scope, 'shared-failure', { run: Math.random() });
    let attempts = 0;
    const flaky = async () => {
      attempts++;
      await sleep(10);
      if (attempts === 1) throw new Error('first attempt fails');
      return 'ok';
    };
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => cache.getOrLoad(key, policy(), flaky)));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(await cache.getOrLoad(key, policy(), flaky)).toBe('ok');
    expect(attempts).toBe(2);
  });

  it('never caches undefined', async () => {
    const cache = await open();
    const key = cacheKey(scope, 'undefined', { run: Math.random() });
    const load = vi.fn(async () => undefined);
    expect(await cache.getOrLoad(key, policy(), load)).toBeUndefined();
    expect(await cache.getOrLoad(key, policy(), load)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps values of different merchants and languages apart', async () => {
    const cache = await open();
    const run = Math.random();
    const keys = [
      cacheKey({ merchant: 'SAOLA', language: 'VI' }, 'banners', { run }),
      cacheKey({ merchant: 'SAOLA', language: 'EN' }, 'banners', { run }),
      cacheKey({ merchant: 'OTHER', language: 'VI' }, 'banners', { run }),
    ];
    for (const key of keys) await cache.getOrLoad(key, policy(), async () => `for ${key}`);
    for (const key of keys) expect(await cache.getOrLoad(key, policy(), async () => 'wrong')).toBe(`for ${key}`);
  });

  it('forgets deleted keys, including a load that was in flight', async () => {
    const cache = await open();
    const key = cacheKey(scope, 'delete', { run: Math.random() });
    await cache.getOrLoad(key, policy(), async () => 'old');
    await cache.delete([key]);
    expect(await cache.getOrLoad(key, policy(), async () => 'reloaded')).toBe('reloaded');

    let loadStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => (loadStarted = resolve));
    const inFlight = cache.getOrLoad(key + ':x', policy(), async () => {
      loadStarted();
      await sleep(30);
      return 'from before the delete';
    });
    await started;
    await cache.delete([key + ':x']);
    expect(await inFlight).toBe('from before the delete');
    expect(await cache.getOrLoad(key + ':x', policy(), async () => 'fresh')).toBe('fresh');
  });

  it('keeps JSON values intact', async () => {
    const cache = await open();
    const key = cacheKey(scope, 'json', { run: Math.random() });
    const value = { lanes: [{ title: 'Slots', cards: [{ nodeId: 1, isHot: true, icon: null }] }], total: 12.5 };
    expect(await cache.getOrLoad(key, policy(), async () => value)).toEqual(value);
  });
});

describe('memory level', () => {
  it('evicts the least recently used entry beyond maxEntries', async () => {
    const cache = createCache({ namespace: 'lru', logger: silent, maxEntries: 2 });
    opened.push(cache);
    const load = countingLoader();
    await cache.getOrLoad('a', policy(), load);
    await cache.getOrLoad('b', policy(), load);
    await cache.getOrLoad('c', policy(), load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.getOrLoad('c', policy(), load);
    await cache.getOrLoad('a', policy(), load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('redis level', () => {
  function openRedisCache(namespace: string, logger: Logger = silent): Cache {
    const cache = createCache({ namespace, logger, redis: redisTarget() });
    opened.push(cache);
    return cache;
  }

  it('shares values between gateway instances', async () => {
    const namespace = uniqueNamespace('saola-test-shared');
    const first = openRedisCache(namespace);
    const second = openRedisCache(namespace);
    await Promise.all([first.ping(), second.ping()]);
    const key = cacheKey(scope, 'systemStatus');
    await first.getOrLoad(key, policy(), async () => ({ maintenance: false }));
    const load = vi.fn(async () => ({ maintenance: true }));
    expect(await second.getOrLoad(key, policy(), load)).toEqual({ maintenance: false });
    expect(load).not.toHaveBeenCalled();

    await first.delete([key]);
    expect(await openRedisCache(namespace).getOrLoad(key, policy(), async () => 'after delete')).toBe('after delete');
  });

  it('stores under the namespace with an expiry of ttl plus the longest stale window', async () => {
    const namespace = uniqueNamespace('saola-test-px');
    const cache = openRedisCache(namespace);
    await cache.ping();
    const key = cacheKey(scope, 'notices', { first: 10 });
    await cache.getOrLoad(key, { ttlMs: 10_000, staleWhileRevalidateMs: 20_000, staleIfErrorMs: 50_000, version: 1 }, async () => ['n1']);

    const raw = new Redis(redisServer?.url ?? '');
    try {
      const pttl = await raw.pttl(cacheRedisKey(namespace, key));
      expect(pttl).toBeGreaterThan(55_000);
      expect(pttl).toBeLessThanOrEqual(60_000);
      const stored = JSON.parse((await raw.get(cacheRedisKey(namespace, key))) ?? 'null') as { value: unknown; freshUntil: number; staleUntil: number };
      expect(stored.value).toEqual(['n1']);
      expect(stored.staleUntil - stored.freshUntil).toBe(50_000);

      // A corrupt entry (another version, a manual edit) is a miss, not a failure.
      await raw.set(cacheRedisKey(namespace, cacheKey(scope, 'corrupt')), '{not json', 'PX', 10_000);
      expect(await openRedisCache(namespace).getOrLoad(cacheKey(scope, 'corrupt'), policy(), async () => 'loaded')).toBe('loaded');
    } finally {
      raw.disconnect();
    }
  });

  it('keeps serving from memory and the loader when Redis is down, and logs the outage once', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const { logger, lines } = capturingLogger();
    const cache = createCache({ namespace: 'down', logger, redis: { mode: 'single', url: `redis://127.0.0.1:${closedPort}` } });
    opened.push(cache);
    expect(cache.kind).toBe('redis');

    const load = countingLoader();
    const started = Date.now();
    for (let i = 0; i < 20; i++) expect(await cache.getOrLoad(`key-${i % 2}`, policy(), load)).toMatch(/^value-[12]$/);
    // Reads that each waited on Redis would take 20 times its 500 ms command timeout; a busy machine takes far less.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(load).toHaveBeenCalledTimes(2);

    await expect(cache.ping()).rejects.toThrow();
    const outageLines = lines().filter((line) => line.msg === 'Redis cache unavailable; serving from memory and the platform');
    expect(outageLines).toHaveLength(1);
  });
});
