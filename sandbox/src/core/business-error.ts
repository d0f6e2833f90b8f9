import { PlatformError } from '../protocol/errors.js';

/**
 * Refusals of this group that are expected outcomes of a member's action (not enough points, a promotion that
 * ended). Like a wrong login password they answer HTTP 200 with `success: false`, so the gateway can turn
 * them into `userErrors`; malformed input stays a 400 `request_param_err`.
 */
export const BUSINESS_ERRORS = {
  paymentPasswordNotSet: { code: 'payment.password.not.set', message: 'Please set a payment password first' },
  paymentPasswordWrong: { code: 'payment.password.error', message: 'Incorrect payment password' },
  pointsInsufficient: { code: 'points.insufficient', message: 'Not enough points' },
  rewardOutOfStock: { code: 'reward.out.of.stock', message: 'This reward is out of stock' },
  rewardVipLevel: { code: 'reward.vip.level', message: 'Your VIP level is too low for this reward' },
  balanceInsufficient: { code: 'balance.insufficient', message: 'Insufficient balance' },
  singleWallet: { code: 'function.not.available', message: 'Single wallet mode: transfers are not needed' },
  noUpline: { code: 'transfer.no.upline', message: 'This account has no upline' },
  promotionNotStarted: { code: 'promotion.not.started', message: 'This promotion has not started yet' },
  promotionEnded: { code: 'promotion.ended', message: 'This promotion has ended' },
  promotionNotEligible: { code: 'promotion.not.eligible', message: 'You are not eligible for this promotion' },
  promotionAlreadyClaimed: { code: 'promotion.already.claimed', message: 'You have already claimed this promotion' },
  promotionNotClaimable: { code: 'promotion.not.claimable', message: 'This promotion is not claimed this way' },
  promotionAlreadyApplied: { code: 'promotion.already.applied', message: 'You have already applied for this promotion' },
} as const satisfies Record<string, { code: string; message: string }>;

export type BusinessErrorKind = keyof typeof BUSINESS_ERRORS;

export function refusal(kind: BusinessErrorKind, value: unknown = null): PlatformError {
  const known = BUSINESS_ERRORS[kind];
  // function.not.available keeps the platform's own status (400) wherever it appears.
  const status = known.code === 'function.not.available' ? 400 : 200;
  return new PlatformError(status, known.code, known.message, value);
}

/** 400 `request_param_err` with a message naming the field. */
export function invalidParam(message: string): PlatformError {
  return PlatformError.of('requestParam', { message });
}
