import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { gatewayError } from '../errors/gateway-error.js';
import { fingerprintOf } from './fingerprint.js';
import type { MoneyOrder } from './money-order.js';
import { orderNumberOf } from './order-number.js';
import type { IdempotencyStore } from './store.js';

const KEY = /^[A-Za-z0-9_-]{8,64}$/;

export const ANSWER_TTL_MS = 24 * 3600_000;

export interface IdempotencyOptions {
  /** Redis when configured (no stand-in while it is away: money mutations are refused then), else memory. */
  store: IdempotencyStore;
  /** The merchant whose members own the keys: two merchants' gateways on one Redis never share a key. */
  merchant: string;
  /** How long a claim stands if its replica dies mid-request; longer than any platform call. */
  claimTtlMs: number;
  /** How often a request waiting on another replica's claim looks again. */
  pollMs?: number;
  logger: Logger;
  /** Keys the fingerprints of requests (see fingerprintOf) and the platform's order numbers: the session secret. */
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

const CLAIMED = Symbol('claimed');

export const keyReused = () => gatewayError('BAD_USER_INPUT', 'This idempotency key was already used for a different request.');

/**
 * Runs a money mutation once per key. The first answer (success or business refusal) is kept as JSON for 24 hours
 * and every retry with the same key and input gets exactly that, with no second platform call:
 * - copies in this process share the one running promise (single flight);
 * - copies on other replicas find the Redis claim (SET NX) and wait for its answer;
 * - the same key with another input is refused (BAD_USER_INPUT);
 * - with Redis configured and unreachable the mutation is refused (UPSTREAM_UNAVAILABLE) before it runs: a replica
 *   keeping keys in its own memory would let another replica run the same key again;
 * - once the service says the platform accepted (MoneyOrder.accepted), that answer is kept whatever fails after;
 * - a request that failed before that (the platform refused to answer, the session ended) frees its key, so a
 *   retry runs again with the same order number, which the platform recognises as a repeat.
 */
export class Idempotency {
  private readonly running = new Map<string, Running>();
  private readonly pollMs: number;

  constructor(private readonly options: IdempotencyOptions) {
    this.pollMs = options.pollMs ?? 20;
  }

  async run<T>(scope: IdempotencyScope, input: Record<string, unknown>, execute: (order: MoneyOrder) => Promise<T>): Promise<T> {
    const key = input.idempotencyKey;
    if (typeof key !== 'string' || !KEY.test(key)) {
      throw gatewayError('BAD_USER_INPUT', '"idempotencyKey" must be 8 to 64 letters, digits, "_" or "-".');
    }
    const fingerprint = fingerprintOf(this.options.secret, scope.operation, input);
    const owner = { merchant: this.options.merchant, ...scope };
    const storeKey = `${owner.merchant}:${owner.operation}:${owner.memberId}:${key}`;
    const current = this.running.get(storeKey);
    if (current !== undefined) {
      if (current.fingerprint !== fingerprint) throw keyReused();
      this.options.onReplay?.();
      return JSON.parse(await current.answer) as T;
    }
    const number = orderNumberOf(this.options.secret, owner, key);
    const answer = this.settle(storeKey, fingerprint, (accepted) => execute({ memberId: scope.memberId, number, accepted }));
    this.running.set(storeKey, { fingerprint, answer });
    try {
      return JSON.parse(await answer) as T;
    } finally {
      this.running.delete(storeKey);
    }
  }

  async close(): Promise<void> {
    await this.options.store.close();
  }

  private async settle(storeKey: string, fingerprint: string, execute: (accepted: (answer: unknown) => void) => Promise<unknown>): Promise<string> {
    const { store, logger } = this.options;
    const owner = randomUUID();
    const claimed = await this.claim(storeKey, fingerprint, owner);
    if (claimed !== CLAIMED) return claimed;
    let accepted: string | undefined;
    let answer: string;
    try {
      answer = JSON.stringify(
        await execute((value) => {
          accepted = JSON.stringify(value);
        }),
      );
    } catch (error) {
      if (accepted === undefined) {
        await store.release(storeKey, owner).catch((failure: unknown) => logger.warn({ err: failure }, 'idempotency key not released'));
        throw error;
      }
      // The money moved: an error now would have the member try again with a new key and move it twice.
      logger.warn({ err: error }, 'money mutation accepted by the platform; answered without what failed after');
      answer = accepted;
    }
    // The platform acted: the answer goes back even if keeping it fails (its order number still guards a retry).
    await store.complete(storeKey, fingerprint, answer, ANSWER_TTL_MS).catch((failure: unknown) => logger.error({ err: failure }, 'idempotent answer not kept'));
    return answer;
  }

  /** CLAIMED when this request now owns the key, else the first request's answer. The store away: refused. */
  private async claim(storeKey: string, fingerprint: string, owner: string): Promise<typeof CLAIMED | string> {
    try {
      return await this.claimIn(storeKey, fingerprint, owner);
    } catch (error) {
      if (error instanceof GraphQLError) throw error;
      this.options.logger.warn({ err: error }, 'idempotency store unreachable: money mutation refused');
      // A claim that timed out may still land once a stalled Redis goes on: taken back after it (same connection, so
      // in order), else copies of this request would wait out the claim's lifetime for an answer nobody makes.
      this.options.store.release(storeKey, owner).catch((failure: unknown) => this.options.logger.debug({ err: failure }, 'unanswered claim not taken back'));
      throw gatewayError('UPSTREAM_UNAVAILABLE');
    }
  }

  private async claimIn(storeKey: string, fingerprint: string, owner: string): Promise<typeof CLAIMED | string> {
    const { store } = this.options;
    for (;;) {
      if (await store.claim(storeKey, fingerprint, owner, this.options.claimTtlMs)) return CLAIMED;
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
