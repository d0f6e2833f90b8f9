import type { Logger } from 'pino';
import { connectRedis, type RedisTarget } from '../redis/index.js';
import { Idempotency } from './idempotency.js';
import { createMemoryStore } from './memory-store.js';
import { createRedisStore } from './redis-store.js';

export interface IdempotencySetup {
  redis: RedisTarget | undefined;
  namespace: string;
  /** The platform's call timeout: a claim outlives any request that holds it. */
  upstreamTimeoutMs: number;
  /** Keys request fingerprints, so stored ones reveal nothing of the passwords in the inputs. */
  secret: string;
  logger: Logger;
  /** Told each time a kept answer stands in for a second run (metrics). */
  onReplay?: () => void;
}

/** Redis when configured (keys shared by every replica), with memory standing in while it is away; else memory. */
export function createIdempotency(setup: IdempotencySetup): Idempotency {
  const logger = setup.logger.child({ component: 'idempotency' });
  // A mutation makes a few platform calls (the call itself, then re-reads), some with longer timeouts (uploads).
  const claimTtlMs = Math.max(120_000, setup.upstreamTimeoutMs * 8);
  if (setup.redis === undefined) {
    return new Idempotency({ store: createMemoryStore(), claimTtlMs, logger, secret: setup.secret, onReplay: setup.onReplay });
  }
  // Fail fast like the cache: while Redis is away the memory store keeps keys instead of requests queueing.
  const redis = connectRedis(setup.redis, { commandTimeoutMs: 1_000 });
  redis.on('error', (error: Error) => logger.debug({ err: error }, 'idempotency redis error'));
  return new Idempotency({ store: createRedisStore(redis, setup.namespace, true), fallback: createMemoryStore(), claimTtlMs, logger, secret: setup.secret, onReplay: setup.onReplay });
}
