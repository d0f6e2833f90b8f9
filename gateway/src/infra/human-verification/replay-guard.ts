import type { Logger } from 'pino';
import { closeRedis, connectRedis, storedKey, type RedisTarget } from '../redis/index.js';

/** Remembers solved challenges until they expire, so each proves one request only. */
export interface ReplayGuard {
  /** True the first time a key is spent; false for a replay. */
  spend(key: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * With Redis every replica sees what another spent (a SET NX with the challenge's remaining lifetime). While Redis
 * is away this replica's memory stands in: a replay across replicas is then possible for minutes, which is better
 * than refusing every login during an outage.
 */
export function createReplayGuard(options: { redis: RedisTarget | undefined; namespace: string; logger: Logger }): ReplayGuard {
  const memory = memoryGuard();
  if (options.redis === undefined) return memory;
  const redis = connectRedis(options.redis, { commandTimeoutMs: 500 });
  redis.on('error', (error: Error) => options.logger.debug({ err: error }, 'challenge replay redis error'));
  return {
    async spend(key, ttlMs) {
      try {
        const set = await redis.set(`${options.namespace}:challenge:${storedKey(key)}`, '1', 'PX', Math.ceil(ttlMs), 'NX');
        return set === 'OK';
      } catch (error) {
        options.logger.warn({ err: error }, 'challenge replay guard falls back to memory');
        return memory.spend(key, ttlMs);
      }
    },
    close: () => closeRedis(redis),
  };
}

export function memoryGuard(now: () => number = Date.now): ReplayGuard {
  const spent = new Map<string, number>();
  return {
    spend(key, ttlMs) {
      const at = now();
      // Expired entries go as new ones come: the map never holds more than a few minutes of logins.
      for (const [old, until] of spent) if (until <= at) spent.delete(old);
      if (spent.has(key)) return Promise.resolve(false);
      spent.set(key, at + ttlMs);
      return Promise.resolve(true);
    },
    close: () => Promise.resolve(),
  };
}
