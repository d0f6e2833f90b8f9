import type { Logger } from 'pino';
import { connectRedis, type RedisTarget } from '../redis/index.js';
import { Idempotency } from './idempotency.js';
import { createMemoryStore } from './memory-store.js';
import { createRedisStore } from './redis-store.js';

export interface IdempotencySetup {
  redis: RedisTarget | undefined;
  namespace: string;
  /** The merchant code: part of every key, so merchants sharing a Redis never share keys. */
  merchant: string;
  /** The platform's call timeout: a claim outlives any request that holds it. */
  upstreamTimeoutMs: number;
  /** Keys request fingerprints and order numbers, so neither can be made or read back without it. */
  secret: string;
  logger: Logger;
  /** Told each time a kept answer stands in for a second run (metrics). */
  onReplay?: () => void;
}

/**
 * Redis when configured (keys shared by every replica; while it is away money mutations are refused, never kept
 * in one replica's memory where another replica cannot see them); without Redis, this process's memory.
 */
export function createIdempotency(setup: IdempotencySetup): Idempotency {
  const logger = setup.logger.child({ component: 'idempotency' });
  // A mutation makes a few platform calls (the call itself, then re-reads), some with longer timeouts (uploads).
  const claimTtlMs = Math.max(120_000, setup.upstreamTimeoutMs * 8);
  const common = { merchant: setup.merchant, claimTtlMs, logger, secret: setup.secret, onReplay: setup.onReplay };
  if (setup.redis === undefined) return new Idempotency({ store: createMemoryStore(), ...common });
  // Fail fast like the cache: while Redis is away a money mutation is refused at once instead of queueing.
  const redis = connectRedis(setup.redis, { commandTimeoutMs: 1_000 });
  redis.on('error', (error: Error) => logger.debug({ err: error }, 'idempotency redis error'));
  return new Idempotency({ store: createRedisStore(redis, setup.namespace, true), ...common });
}
