import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from 'pino';
import { storedKey } from '../redis/index.js';

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const ALLOWED: ThrottleVerdict = { allowed: true };

/** A budget of attempts per key (client IP, username, mobile number) over a fixed window. */
export interface Throttle {
  /** Spends one attempt; refused when the key's budget for the window is spent. */
  take(key: string): Promise<ThrottleVerdict>;
  /** Returns an attempt, e.g. after a successful login, so only failures use up the budget. */
  giveBack(key: string): Promise<void>;
  /** Forgets every attempt of a key, e.g. once the right password ends a run of wrong ones. */
  clear(key: string): Promise<void>;
}

/** A key that can be locked for a while (a mobile number the platform locked) and asked about. */
export interface KeyLock {
  check(key: string): Promise<ThrottleVerdict>;
  lock(key: string, seconds: number): Promise<void>;
}

const retryAfter = (res: RateLimiterRes): number => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

export function throttleOver(limiter: RateLimiterAbstract, name: string, logger: Logger): Throttle {
  return {
    async take(key) {
      try {
        await limiter.consume(storedKey(key));
        return ALLOWED;
      } catch (error) {
        if (error instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: retryAfter(error) };
        // The throttle protects the platform; it must not take the site down with its store.
        logger.warn({ err: error, throttle: name }, 'throttle store failed; letting the attempt through');
        return ALLOWED;
      }
    },
    async giveBack(key) {
      try {
        await limiter.reward(storedKey(key));
      } catch (error) {
        logger.warn({ err: error, throttle: name }, 'throttle store failed to return an attempt');
      }
    },
    async clear(key) {
      try {
        await limiter.delete(storedKey(key));
      } catch (error) {
        logger.warn({ err: error, throttle: name }, 'throttle store failed to clear a key');
      }
    },
  };
}

export function keyLockOver(limiter: RateLimiterAbstract, name: string, logger: Logger): KeyLock {
  return {
    async check(key) {
      try {
        const res = await limiter.get(storedKey(key));
        if (res !== null && res.consumedPoints > limiter.points && res.msBeforeNext > 0) {
          return { allowed: false, retryAfterSeconds: retryAfter(res) };
        }
        return ALLOWED;
      } catch (error) {
        logger.warn({ err: error, throttle: name }, 'throttle store failed; treating the key as unlocked');
        return ALLOWED;
      }
    },
    async lock(key, seconds) {
      try {
        await limiter.block(storedKey(key), seconds);
      } catch (error) {
        logger.warn({ err: error, throttle: name }, 'throttle store failed to lock a key');
      }
    },
  };
}
