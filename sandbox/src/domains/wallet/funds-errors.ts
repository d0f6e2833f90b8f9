import { PlatformError } from '../../protocol/errors.js';

/**
 * Expected outcomes of a member's deposit, withdraw or password action: HTTP 200 with `success:false`, like the
 * funds group's other refusals (core/business-error.ts), so the gateway can show them.
 */
export const FUNDS_ERRORS = {
  loginPasswordWrong: { code: 'login.password.error', message: 'Incorrect login password' },
  paymentPasswordExists: { code: 'payment.password.exists', message: 'A payment password is already set' },
  depositMin: { code: 'deposit.amount.min', message: 'Amount below the minimum of this channel' },
  depositMax: { code: 'deposit.amount.max', message: 'Amount above the maximum of this channel' },
  depositPendingLimit: { code: 'deposit.pending.limit', message: 'Too many deposit orders are waiting' },
  cardUsed: { code: 'deposit.card.used', message: 'This card has already been used' },
  accountExists: { code: 'withdraw.account.exists', message: 'This account is already bound' },
  accountLimit: { code: 'withdraw.account.limit', message: 'You can bind at most 5 accounts' },
  withdrawMin: { code: 'withdraw.amount.min', message: 'Amount below the minimum per withdrawal' },
  withdrawMax: { code: 'withdraw.amount.max', message: 'Amount above the maximum per withdrawal' },
  dailyCount: { code: 'withdraw.daily.count', message: 'Daily withdrawal count reached' },
  dailyAmount: { code: 'withdraw.daily.amount', message: 'Daily withdrawal amount reached' },
  turnoverNotMet: { code: 'withdraw.turnover.not.met', message: 'Turnover requirement not met' },
} as const satisfies Record<string, { code: string; message: string }>;

export type FundsErrorKind = keyof typeof FUNDS_ERRORS;

export function fundsRefusal(kind: FundsErrorKind, value: unknown = null): PlatformError {
  const known = FUNDS_ERRORS[kind];
  return new PlatformError(200, known.code, known.message, value);
}
