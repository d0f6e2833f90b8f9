import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { gatewayError } from '../graphql/errors/gateway-error.js';
import { fingerprintOf } from './fingerprint.js';
import type { IdempotencyStore } from './store.js';

const KEY = /^[A-Za-z0-9_-]{8,64}$/;

export const ANSWER_TTL_MS = 24 * 3600_000;

export interface IdempotencyOptions {
  /** Redis when configured; while it is unreachable, `fallback` (memory) keeps keys instead. */
  store: IdempotencyStore;
  fallback?: IdempotencyStore;
  /** How long a claim stands if its replica dies mid-request; longer than any platform call. */
  claimTtlMs: number;
  /** How often a request waiting on another replica's claim looks again. */
  pollMs?: number;
  logger: Logger;
  /** Keys the fingerprints of requests (see fingerprintOf): the session secret. */
  secret: string;
  /** Told each time a kept or running answer stands in for a second run (metrics). */
  onReplay?: (() => void) | undefined;
}

/** Who asks what: keys are scoped per member and per mutation, so one member's key never meets another's. */
export interface IdempotencyScope {
  memberId: string;
  operation: string;
}

interface Running {
  fingerprint: string;
  answer: Promise<string>;
}

export const keyReused = () => gatewayError('BAD_USER_INPUT', 'This idempotency key was already used for a different request.');

/**
 * Runs a money mutation once per key. The first answer (success or business refusal) is kept as JSON for 24 hours
 * and every retry with the same key and input gets exactly that, with no second platform call:
 * - copies in this process share the one running promise (single flight);
 * - copies on other replicas find the Redis claim (SET NX) and wait for its answer;
 * - the same key with another input is refused (BAD_USER_INPUT);
 * - a request that failed with an error (the platform did not answer, the session ended) frees its key, so a retry
 *   runs again; the platform also gets the key as its order number and de-duplicates on its side.
 */
export class Idempotency {
  private readonly running = new Map<string, Running>();
  private readonly pollMs: number;

  constructor(private readonly options: IdempotencyOptions) {
    this.pollMs = options.pollMs ?? 20;
  }

  async run<T>(scope: IdempotencyScope, input: Record<string, unknown>, execute: () => Promise<T>): Promise<T> {
    const key = input.idempotencyKey;
    if (typeof key !== 'string' || !KEY.test(key)) {
      throw gatewayError('BAD_USER_INPUT', '"idempotencyKey" must be 8 to 64 letters, digits, "_" or "-".');
    }
    const fingerprint = fingerprintOf(this.options.secret, scope.operation, input);
    const storeKey = `${scope.operation}:${scope.memberId}:${key}`;
    const current = this.running.get(storeKey);
    if (current !== undefined) {
      if (current.fingerprint !== fingerprint) throw keyReused();
      this.options.onReplay?.();
      return JSON.parse(await current.answer) as T;
    }
    const answer = this.settle(storeKey, fingerprint, execute);
    this.running.set(storeKey, { fingerprint, answer });
    try {
      return JSON.parse(await answer) as T;
    } finally {
      this.running.delete(storeKey);
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.options.store.close(), this.options.fallback?.close()]);
  }

  private async settle(storeKey: string, fingerprint: string, execute: () => Promise<unknown>): Promise<string> {
    const owner = randomUUID();
    const store = await this.claim(storeKey, fingerprint, owner);
    if (typeof store === 'string') return store;
    let answer: string;
    try {
      answer = JSON.stringify(await execute());
    } catch (error) {
      await store.release(storeKey, owner).catch((failure: unknown) => this.options.logger.warn({ err: failure }, 'idempotency key not released'));
      throw error;
    }
    // The platform acted: the answer goes back even if keeping it fails (its order number still guards a retry).
    await store.complete(storeKey, fingerprint, answer, ANSWER_TTL_MS).catch((failure: unknown) => this.options.logger.error({ err: failure }, 'idempotent answer not kept'));
    return answer;
  }

  /** The store this request now owns the key in, or the first request's answer. Redis down: memory stands in. */
  private async claim(storeKey: string, fingerprint: string, owner: string): Promise<IdempotencyStore | string> {
    const { store, fallback } = this.options;
    try {
      return await this.claimIn(store, storeKey, fingerprint, owner);
    } catch (error) {
      if (fallback === undefined || error instanceof GraphQLError) throw error;
      this.options.logger.warn({ err: error }, 'idempotency store unreachable: keys kept in memory meanwhile');
      return this.claimIn(fallback, storeKey, fingerprint, owner);
    }
  }

  private async claimIn(store: IdempotencyStore, storeKey: string, fingerprint: string, owner: string): Promise<IdempotencyStore | string> {
    for (;;) {
      if (await store.claim(storeKey, fingerprint, owner, this.options.claimTtlMs)) return store;
      // Another replica holds the key: refuse another input at once, else wait for its answer or its release.
      for (let state = await store.get(storeKey); state !== undefined; state = await store.get(storeKey)) {
        if (state.fingerprint !== fingerprint) throw keyReused();
        if (state.state === 'done') {
          this.options.onReplay?.();
          return state.answer;
        }
        await sleep(this.pollMs);
      }
    }
  }
}
