import type { UserError } from '../../../__generated__/schema-types.js';
import type { UpstreamError } from '../../../infra/upstream/index.js';
import { userError } from '../../shared/user-errors.js';
import { moneyRejection } from '../wallet/index.js';
import { refusableCall, type Refusable } from '../../shared/refusable-call.js';

/** Input field names of the mutation, so a refusal lands on the field the member can correct. */
export interface RewardFields {
  password?: string;
  quantity?: string;
  points?: string;
}

/**
 * The platform's business refusals of points, promotions and rewards (HTTP 200, success false) as userErrors with
 * our own English messages; the payment password's refusals are the money calls' own. Undefined for anything else.
 */
export function rewardRejection(error: UpstreamError, fields: RewardFields = {}): UserError | undefined {
  switch (error.upstreamCode) {
    case 'points.insufficient':
      return userError(fields.points ?? null, 'INSUFFICIENT_POINTS', 'You do not have enough points.');
    case 'reward.out.of.stock':
      return userError(fields.quantity ?? null, 'OUT_OF_STOCK', 'This reward is out of stock.');
    case 'reward.vip.level':
      return userError(null, 'VIP_LEVEL_TOO_LOW', 'Your VIP level is too low for this reward.');
    case 'promotion.not.started':
      return userError(null, 'NOT_STARTED', 'This promotion has not started yet.');
    case 'promotion.ended':
      return userError(null, 'ENDED', 'This promotion has ended.');
    case 'promotion.not.eligible':
      return userError(null, 'NOT_ELIGIBLE', 'You are not eligible for this promotion.');
    case 'promotion.already.claimed':
      return userError(null, 'ALREADY_CLAIMED', 'You have already claimed this promotion.');
    case 'promotion.not.claimable':
      return userError(null, 'WRONG_CLAIM_MODE', 'This promotion is not taken this way.');
    case 'promotion.already.applied':
      return userError(null, 'ALREADY_APPLIED', 'You have already applied for this promotion.');
    case 'payment.password.not.set':
    case 'payment.password.error':
    case 'PAYMENT_PASSWORD_ERROR':
      return moneyRejection(error, { password: fields.password });
    default:
      return undefined;
  }
}

/** A points, promotions or rewards call: its value, or the platform's refusal read as one of theirs (see refusableCall). */
export const rewardCall = <T>(call: () => Promise<T>, fields: RewardFields = {}): Promise<Refusable<T>> =>
  refusableCall(call, (error) => rewardRejection(error, fields));
