import type { Cluster, Redis } from 'ioredis';
import type { Logger } from 'pino';
import { parseEntry, type CacheEntry } from './cache-entry.js';
import { createOutageLog } from './outage-log.js';

/** The shared level of the cache. Every failure is a miss: a Redis outage must never fail a request. */
export interface SharedStore {
  get(key: string): Promise<CacheEntry | undefined>;
  set(key: string, entry: CacheEntry, ttlMs: number): Promise<void>;
  delete(keys: string[]): Promise<void>;
  /** Throws when Redis cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface RedisStoreOptions {
  redis: Redis | Cluster;
  /** Whether close() should disconnect the client (false for an injected one). */
  owned: boolean;
  namespace: string;
  logger: Logger;
  /** How long ping() waits for a connection that is still being made. */
  connectTimeoutMs: number;
}

export function createRedisStore(options: RedisStoreOptions): SharedStore {
  const { redis, namespace } = options;
  const outage = createOutageLog(options.logger);
  const redisKey = (key: string) => `${namespace}:${key}`;

  redis.on('error', (error: unknown) => outage.failed('connection', error));
  redis.on('ready', () => outage.recovered());

  // While (re)connecting, skip Redis at once instead of queueing behind a connection that may never come.
  const ready = () => redis.status === 'ready';

  async function attempt<T>(operation: string, run: () => Promise<T>): Promise<T | undefined> {
    if (!ready()) return undefined;
    try {
      const result = await run();
      outage.recovered();
      return result;
    } catch (error) {
      outage.failed(operation, error);
      return undefined;
    }
  }

  return {
    async get(key) {
      const json = await attempt('get', () => redis.get(redisKey(key)));
      return typeof json === 'string' ? parseEntry(json) : undefined;
    },
    async set(key, entry, ttlMs) {
      await attempt('set', () => redis.set(redisKey(key), JSON.stringify(entry), 'PX', Math.max(1, Math.ceil(ttlMs))));
    },
    async delete(keys) {
      // One DEL per key: a multi-key DEL fails across slots on Redis Cluster.
      await Promise.all(keys.map((key) => attempt('delete', () => redis.del(redisKey(key)))));
    },
    async ping() {
      await waitUntilReady(redis, options.connectTimeoutMs);
      await redis.ping();
    },
    async close() {
      if (!options.owned) return;
      if (ready()) {
        await redis.quit().catch(() => redis.disconnect());
      } else {
        redis.disconnect();
      }
    },
  };
}

function waitUntilReady(redis: Redis | Cluster, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      reject(new Error(`Redis not ready (status ${redis.status})`));
    }, timeoutMs);
    redis.once('ready', onReady);
  });
}
