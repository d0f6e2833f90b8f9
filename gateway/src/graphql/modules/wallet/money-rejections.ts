import type { UserError } from '../../../__generated__/schema-types.js';
import type { UpstreamError } from '../../../infra/upstream/index.js';
import { toDecimal } from '../../values/decimal.js';
import { userError } from '../../shared/user-errors.js';

/** Input field names of the mutation, so a refusal lands on the field the member can correct. */
export interface MoneyFields {
  amount?: string;
  password?: string;
  account?: string;
}

interface RefusalValue {
  minAmount?: unknown;
  maxAmount?: unknown;
  limit?: unknown;
  remaining?: unknown;
  status?: unknown;
}

const decimalOrNull = (value: unknown): string | null => (typeof value === 'number' || typeof value === 'string' ? toDecimal(value) : null);
const intOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/**
 * The platform's business refusals of money calls (HTTP 200, success false) as userErrors with our own English
 * messages and the figures a localised message needs. Undefined for anything else, which stays a GraphQL error.
 */
export function moneyRejection(error: UpstreamError, fields: MoneyFields = {}): UserError | undefined {
  const value = (typeof error.value === 'object' && error.value !== null ? error.value : {}) as RefusalValue;
  const amount = fields.amount ?? 'amount';
  const password = fields.password ?? null;
  switch (error.upstreamCode) {
    case 'balance.insufficient':
      return userError(amount, 'INSUFFICIENT_BALANCE', 'The balance is not enough for this amount.');
    case 'deposit.amount.min':
    case 'withdraw.amount.min':
      return userError(amount, 'AMOUNT_TOO_SMALL', 'The amount is below the minimum.', { minAmount: decimalOrNull(value.minAmount), maxAmount: decimalOrNull(value.maxAmount) });
    case 'deposit.amount.max':
    case 'withdraw.amount.max':
      return userError(amount, 'AMOUNT_TOO_LARGE', 'The amount is above the maximum.', { minAmount: decimalOrNull(value.minAmount), maxAmount: decimalOrNull(value.maxAmount) });
    case 'deposit.pending.limit':
      return userError(null, 'TOO_MANY_PENDING', 'Too many deposit orders are still waiting.', { limit: intOrNull(value.limit) });
    case 'deposit.card.used':
      return userError('scratchCard', 'CARD_ALREADY_USED', 'This card has already been used.');
    case 'payment.password.not.set':
      return userError(password, 'WITHDRAW_PASSWORD_NOT_SET', 'Set a withdraw password first.');
    case 'payment.password.error':
    case 'PAYMENT_PASSWORD_ERROR':
      return userError(password, 'WITHDRAW_PASSWORD_WRONG', 'The withdraw password is not correct.');
    case 'withdraw.daily.count':
      return userError(null, 'DAILY_COUNT_LIMIT', 'No more withdrawals today.', { dailyCount: intOrNull(value.limit) });
    case 'withdraw.daily.amount':
      return userError(amount, 'DAILY_AMOUNT_LIMIT', "This would exceed today's withdrawal amount.", { maxAmount: decimalOrNull(value.remaining) });
    case 'withdraw.turnover.not.met':
      return userError(null, 'TURNOVER_REQUIRED', 'More turnover is required before withdrawing.', { remainingTurnover: decimalOrNull(value.remaining) });
    case 'withdraw.account.exists':
      return userError(fields.account ?? null, 'ALREADY_EXISTS', 'This account is already bound.');
    case 'withdraw.account.limit':
      return userError(null, 'RECEIVING_ACCOUNT_LIMIT', 'No more receiving accounts can be bound.', { limit: intOrNull(value.limit) });
    case 'transfer.no.upline':
      return userError(null, 'NO_UPLINE', 'This account has no upline.');
    case 'withdrawal.already.confirmed':
      return userError(null, 'ALREADY_CONFIRMED', 'This withdrawal was already confirmed.');
    case 'withdrawal.confirm.expired':
      return userError(null, 'CONFIRMATION_EXPIRED', 'The time to confirm has passed: the withdrawal counts as received.');
    default:
      return undefined;
  }
}
