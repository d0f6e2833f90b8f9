import type { UserError, UserErrorCode } from '../../__generated__/schema-types.js';
import type { Throttle } from '../../infra/throttle/throttle.js';
import { userError } from './user-errors.js';
import type { Refusable } from './refusable-call.js';

/**
 * The refusals that say a password given to a money call was wrong: the withdraw (payment) password, and the
 * login password that sets the first withdraw password (the same guessing, through the same form).
 */
const WRONG_PASSWORD: ReadonlySet<UserErrorCode> = new Set(['WITHDRAW_PASSWORD_WRONG', 'INVALID_CREDENTIALS']);

export const withdrawPasswordLocked = (field: string | null, retryAfterSeconds: number): UserError =>
  userError(field, 'WITHDRAW_PASSWORD_LOCKED', 'Too many wrong passwords: try again later.', { retryAfterSeconds });

/**
 * Wrong withdraw passwords per account, counted over every call that checks one (withdrawals, receiving accounts,
 * the withdraw password itself, points, transfers to downlines), in the throttles' store (Redis: every replica
 * counts together). A 6-digit password must not be guessable from one stolen session.
 */
export class PaymentPasswordLock {
  constructor(private readonly guesses: Throttle) {}

  /**
   * Runs a call that checks the password: while the account is locked nothing reaches the platform. Each call
   * spends an attempt first (so a burst cannot slip past the count); a wrong password keeps it spent, a call
   * the platform accepted clears the count, any other outcome gives the attempt back.
   */
  async check<T>(memberId: string, field: string | null, call: () => Promise<Refusable<T>>): Promise<Refusable<T>> {
    const budget = await this.guesses.take(memberId);
    if (!budget.allowed) return { refusal: withdrawPasswordLocked(field, budget.retryAfterSeconds) };
    let outcome: Refusable<T>;
    try {
      outcome = await call();
    } catch (error) {
      await this.guesses.giveBack(memberId);
      throw error;
    }
    if ('value' in outcome) await this.guesses.clear(memberId);
    else if (!WRONG_PASSWORD.has(outcome.refusal.code)) await this.guesses.giveBack(memberId);
    return outcome;
  }
}
