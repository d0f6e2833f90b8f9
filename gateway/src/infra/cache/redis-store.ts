import type { Logger } from 'pino';
import { closeRedis, whenReady, type RedisClient } from '../redis/index.js';
import { parseEntry, type CacheEntry } from './cache-entry.js';
import { createOutageLog, type OutageLog } from './outage-log.js';

/** The shared level of the cache. Every failure is a miss: a Redis outage must never fail a request. */
export interface SharedStore {
  get(key: string): Promise<CacheEntry | undefined>;
  set(key: string, entry: CacheEntry, ttlMs: number): Promise<void>;
  delete(keys: string[]): Promise<void>;
  /**
   * Takes the cross-replica load lock of a key (SET NX PX): true when this caller now loads it, false when another
   * replica does, undefined when Redis cannot tell (the caller then loads on its own).
   */
  tryLock(key: string, token: string, ttlMs: number): Promise<boolean | undefined>;
  /** Whether some replica still holds the key's load lock (undefined: Redis cannot tell). */
  isLocked(key: string): Promise<boolean | undefined>;
  /** Frees the lock if `token` still holds it; another replica's lock (after ours expired) is left alone. */
  unlock(key: string, token: string): Promise<void>;
  /** Throws when Redis cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface RedisStoreOptions {
  redis: RedisClient;
  /** Whether close() should disconnect the client (false for an injected one). */
  owned: boolean;
  namespace: string;
  logger: Logger;
  /** How long ping() waits for a connection that is still being made. */
  connectTimeoutMs: number;
  /** Shared with the cache's other Redis connections, so one outage is logged once. */
  outage?: OutageLog;
}

/**
 * The `{...}` hash tag puts a key's value and its lock in one Redis Cluster slot, so both live on one node.
 * Encoding keeps the tag free of the braces a key's JSON arguments may hold.
 */
const hashTag = (key: string) => `{${encodeURIComponent(key)}}`;

/** Where a cache key's entry lives in Redis. */
export const cacheRedisKey = (namespace: string, key: string) => `${namespace}:cache:${hashTag(key)}`;

export function createRedisStore(options: RedisStoreOptions): SharedStore {
  const { redis, namespace } = options;
  const outage = options.outage ?? createOutageLog(options.logger);
  const redisKey = (key: string) => cacheRedisKey(namespace, key);
  const lockKey = (key: string) => `${namespace}:cache-lock:${hashTag(key)}`;

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
    async tryLock(key, token, ttlMs) {
      const result = await attempt('lock', () => redis.set(lockKey(key), token, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX'));
      return result === undefined ? undefined : result === 'OK';
    },
    async isLocked(key) {
      const count = await attempt('lock-check', () => redis.exists(lockKey(key)));
      return count === undefined ? undefined : count > 0;
    },
    async unlock(key, token) {
      await attempt('unlock', () => redis.eval(UNLOCK, 1, lockKey(key), token));
    },
    async ping() {
      await whenReady(redis, options.connectTimeoutMs);
      await redis.ping();
    },
    async close() {
      if (options.owned) await closeRedis(redis);
    },
  };
}

/** Compare-and-delete: a lock that expired and was taken by another replica is not ours to free. */
const UNLOCK = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
