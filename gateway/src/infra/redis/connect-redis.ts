import { Cluster, Redis, type RedisOptions } from 'ioredis';
import type { RedisTarget } from './target.js';

export type RedisClient = Redis | Cluster;

export interface RedisTuning {
  /** A command that takes longer fails, so a request never waits long on a sick Redis. */
  commandTimeoutMs: number;
  connectTimeoutMs?: number;
  /** Commands issued in one tick go out in one write (ioredis's auto-pipelining): for a client that sends bursts. */
  autoPipelining?: boolean;
}

/** Keep reconnecting in the background, never faster than every 2 s. */
const retryStrategy = (attempt: number) => Math.min(attempt * 200, 2_000);

/**
 * A new client for the target. Every caller gets the same fail-fast behaviour: no offline queue (while Redis is
 * away a command fails at once and the caller falls back to memory), one retry, and endless background reconnects.
 */
export function connectRedis(target: RedisTarget, tuning: RedisTuning): RedisClient {
  const base: RedisOptions = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: tuning.connectTimeoutMs ?? 1_000,
    commandTimeout: target.commandTimeoutMs ?? tuning.commandTimeoutMs,
    enableAutoPipelining: tuning.autoPipelining ?? false,
    retryStrategy,
  };
  switch (target.mode) {
    case 'single':
      return new Redis(target.url, base);
    case 'sentinel':
      return new Redis({
        ...base,
        sentinels: target.sentinels,
        name: target.name,
        // After a failover the old primary may answer as a replica: reconnect to the new one on READONLY.
        reconnectOnError: (error) => error.message.startsWith('READONLY'),
        sentinelRetryStrategy: retryStrategy,
      });
    case 'cluster':
      return new Cluster(target.nodes, {
        enableOfflineQueue: false,
        clusterRetryStrategy: retryStrategy,
        // The slot map is refreshed on MOVED; a failover is found without restarting the gateway.
        slotsRefreshTimeout: 1_000,
        enableAutoPipelining: tuning.autoPipelining ?? false,
        redisOptions: base,
      });
  }
}

/** Waits a moment for a connection still being made (a fresh replica); a Redis that stays away throws. */
export function whenReady(redis: RedisClient, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  if (redis.status === 'end' || redis.status === 'close' || redis.status === 'wait') {
    return Promise.reject(new Error(`Redis not ready (status ${redis.status})`));
  }
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

/** Quits politely when connected, else drops the socket (a quit would wait for a Redis that is not there). */
export async function closeRedis(redis: RedisClient): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
