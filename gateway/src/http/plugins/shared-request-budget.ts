import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { storedKey, type RedisClient } from '../../infra/redis/index.js';

/** Adds a batch of requests to a key's count; a count without an expiry (a new window) gets one. */
const SETTLE_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}`;

type SettlingRedis = RedisClient & { settleRequestBudget(key: string, requests: number, windowMs: number): Promise<[number, number]> };

/** One client's requests in the current window, as this replica knows them. */
interface Budget {
  /** Every replica's requests, as Redis counted them at the last settle (or this replica's alone while Redis is away). */
  settled: number;
  /** Requests counted here and sent to Redis, its answer not yet back. */
  sending: number;
  /** Requests counted here since the last send. */
  unsent: number;
  windowMs: number;
  /** When the window ends, in ms since the epoch. */
  endsAt: number;
}

export interface BudgetState {
  current: number;
  /** ms until the window ends. */
  ttl: number;
}

export interface SharedRequestBudget {
  /** Counts one request of a client: its requests in the window so far, this one included. */
  take(key: string, windowMs: number): BudgetState;
  /** The same count without a request. */
  read(key: string): BudgetState;
  /** The store class for @fastify/rate-limit's `store` option. */
  store: FastifyRateLimitStoreCtor;
  close(): void;
}

/**
 * The per-client request budget shared by every replica, counted in Redis without a Redis round trip per request.
 * Each replica counts its requests in memory, decides at once from what Redis last reported plus its own count
 * since, and every `settleMs` adds its counts to Redis in one command per client (INCRBY), learning the other
 * replicas' counts in the same answer. @fastify/rate-limit's own Redis store ran a script per request: a fifth of
 * a replica's CPU on a cached public query (`pnpm faults`). The price: a client can overrun its budget by what the
 * other replicas let through in one settle interval. While Redis is away each replica goes on with its own count.
 */
export function sharedRequestBudget(redis: RedisClient, namespace: string, settleMs: number, logger: FastifyBaseLogger): SharedRequestBudget {
  if (!('settleRequestBudget' in redis)) redis.defineCommand('settleRequestBudget', { numberOfKeys: 1, lua: SETTLE_SCRIPT });
  const settling = redis as SettlingRedis;
  // Bounded: a flood of client addresses must not grow the heap; an evicted client starts a fresh count here.
  const budgets = new LRUCache<string, Budget>({ max: 100_000 });
  const unsettled = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  function settle(): void {
    timer = undefined;
    for (const key of unsettled) {
      const budget = budgets.get(key);
      if (budget === undefined || budget.unsent === 0) continue;
      const requests = budget.unsent;
      budget.unsent = 0;
      budget.sending += requests;
      settling.settleRequestBudget(`${namespace}${storedKey(key)}`, requests, budget.windowMs).then(
        ([count, ttl]) => {
          budget.sending -= requests;
          // Redis's count holds these requests and any earlier send; later sends are still in `sending`.
          budget.settled = count;
          budget.endsAt = Date.now() + ttl;
        },
        (error: unknown) => {
          budget.sending -= requests;
          budget.settled += requests;
          logger.debug({ err: error }, 'request budget not settled in Redis; counting here');
        },
      );
    }
    unsettled.clear();
  }

  const stateOf = (budget: Budget, now: number): BudgetState => ({ current: budget.settled + budget.sending + budget.unsent, ttl: budget.endsAt - now });

  function take(key: string, windowMs: number): BudgetState {
    const now = Date.now();
    let budget = budgets.get(key);
    if (budget === undefined) {
      budget = { settled: 0, sending: 0, unsent: 0, windowMs, endsAt: now + windowMs };
      budgets.set(key, budget);
    } else if (now >= budget.endsAt) {
      // A new window (Redis's key has expired too); a send still in flight reports the new window's count.
      Object.assign(budget, { settled: 0, unsent: 0, windowMs, endsAt: now + windowMs });
    }
    budget.unsent++;
    unsettled.add(key);
    timer ??= setTimeout(settle, settleMs).unref();
    return stateOf(budget, now);
  }

  function read(key: string): BudgetState {
    const now = Date.now();
    const budget = budgets.get(key);
    return budget === undefined || now >= budget.endsAt ? { current: 0, ttl: 0 } : stateOf(budget, now);
  }

  type Callback = (error: Error | null, result?: BudgetState) => void;
  class Store implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      callback(null, take(key, timeWindow));
    }

    /** For `{ increment: false }` checks. */
    read(key: string, callback: Callback): void {
      callback(null, read(key));
    }

    child(): FastifyRateLimitStore {
      throw new Error('the shared request budget serves the one global budget; a route of its own would need a store of its own');
    }
  }

  return {
    take,
    read,
    store: Store,
    close() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
