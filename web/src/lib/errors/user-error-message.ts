import type { UserErrorCode } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-id';
import type { FieldMessage } from './field-message';
import { rateLimitMessage } from './rate-limit-message';

/** The parts of a UserError the client localises; the server's English message is never shown. */
export interface UserErrorLike {
  field?: string | null;
  code: UserErrorCode;
  details?: {
    minLength?: number | null;
    maxLength?: number | null;
    patternId?: number | null;
    retryAfterSeconds?: number | null;
    digits?: number | null;
    minAmount?: string | null;
    maxAmount?: string | null;
    remainingTurnover?: string | null;
    dailyCount?: number | null;
    maxFiles?: number | null;
    maxBytes?: number | null;
    limit?: number | null;
    maxPoints?: number | null;
    minPoints?: number | null;
    minVipLevel?: number | null;
    minWords?: number | null;
    maxWords?: number | null;
    maxRate?: string | null;
  } | null;
}

// One message per code; a code added to the schema fails typecheck here until it has one.
const messageByCode: Readonly<Record<UserErrorCode, MessageId>> = {
  REQUIRED: 'validation.required',
  INVALID_FORMAT: 'auth.userError.INVALID_FORMAT',
  TOO_SHORT: 'auth.userError.TOO_SHORT',
  TOO_LONG: 'auth.userError.TOO_LONG',
  MISMATCH: 'validation.mismatch',
  INVALID_EMAIL: 'validation.email',
  INVALID_MOBILE: 'validation.mobileInvalid',
  INVALID_CREDENTIALS: 'auth.userError.INVALID_CREDENTIALS',
  CAPTCHA_REQUIRED: 'validation.captchaRequired',
  CAPTCHA_INVALID: 'auth.userError.CAPTCHA_INVALID',
  VERIFICATION_REQUIRED: 'auth.userError.VERIFICATION_REQUIRED',
  INVALID_CODE: 'validation.codeInvalid',
  CODE_EXPIRED: 'auth.userError.CODE_EXPIRED',
  RATE_LIMITED: 'auth.userError.RATE_LIMITED',
  ALREADY_EXISTS: 'auth.userError.ALREADY_EXISTS',
  INVALID_INVITATION_CODE: 'validation.invitationCode',
  INVALID_REAL_NAME: 'validation.realName',
  TERMS_NOT_ACCEPTED: 'register.terms.required',
  AGE_NOT_CONFIRMED: 'register.age.required',
  NOT_AGENT: 'auth.userError.NOT_AGENT',
  ACCOUNT_LOCKED: 'auth.userError.ACCOUNT_LOCKED',
  FEATURE_DISABLED: 'auth.userError.FEATURE_DISABLED',
  NOT_ALLOWED: 'auth.userError.NOT_ALLOWED',
  REJECTED: 'auth.userError.REJECTED',
  AMOUNT_TOO_SMALL: 'money.userError.AMOUNT_TOO_SMALL',
  AMOUNT_TOO_LARGE: 'money.userError.AMOUNT_TOO_LARGE',
  INSUFFICIENT_BALANCE: 'money.userError.INSUFFICIENT_BALANCE',
  WITHDRAW_PASSWORD_NOT_SET: 'money.userError.WITHDRAW_PASSWORD_NOT_SET',
  WITHDRAW_PASSWORD_WRONG: 'money.userError.WITHDRAW_PASSWORD_WRONG',
  WITHDRAW_PASSWORD_LOCKED: 'money.userError.WITHDRAW_PASSWORD_LOCKED',
  DAILY_COUNT_LIMIT: 'money.userError.DAILY_COUNT_LIMIT',
  DAILY_AMOUNT_LIMIT: 'money.userError.DAILY_AMOUNT_LIMIT',
  TURNOVER_REQUIRED: 'money.userError.TURNOVER_REQUIRED',
  SINGLE_WALLET_MODE: 'money.userError.SINGLE_WALLET_MODE',
  NO_UPLINE: 'money.userError.NO_UPLINE',
  CHANNEL_UNAVAILABLE: 'money.userError.CHANNEL_UNAVAILABLE',
  RECEIVING_ACCOUNT_INVALID: 'money.userError.RECEIVING_ACCOUNT_INVALID',
  RECEIVING_ACCOUNT_LIMIT: 'money.userError.RECEIVING_ACCOUNT_LIMIT',
  TOO_MANY_PENDING: 'money.userError.TOO_MANY_PENDING',
  CARD_ALREADY_USED: 'money.userError.CARD_ALREADY_USED',
  ALREADY_CONFIRMED: 'money.userError.ALREADY_CONFIRMED',
  CONFIRMATION_EXPIRED: 'money.userError.CONFIRMATION_EXPIRED',
  PROOF_REQUIRED: 'money.userError.PROOF_REQUIRED',
  TOO_MANY_FILES: 'money.userError.TOO_MANY_FILES',
  FILE_TOO_LARGE: 'money.userError.FILE_TOO_LARGE',
  UNSUPPORTED_FILE_TYPE: 'money.userError.UNSUPPORTED_FILE_TYPE',
  INSUFFICIENT_POINTS: 'rewards.userError.INSUFFICIENT_POINTS',
  OUT_OF_STOCK: 'rewards.userError.OUT_OF_STOCK',
  VIP_LEVEL_TOO_LOW: 'rewards.userError.VIP_LEVEL_TOO_LOW',
  NOT_STARTED: 'rewards.userError.NOT_STARTED',
  ENDED: 'rewards.userError.ENDED',
  NOT_ELIGIBLE: 'rewards.userError.NOT_ELIGIBLE',
  WRONG_CLAIM_MODE: 'rewards.userError.WRONG_CLAIM_MODE',
  ALREADY_CLAIMED: 'rewards.userError.ALREADY_CLAIMED',
  ALREADY_APPLIED: 'rewards.userError.ALREADY_APPLIED',
  TOO_SMALL: 'rewards.userError.TOO_SMALL',
  TOO_LARGE: 'rewards.userError.TOO_LARGE',
  NOT_FOUND: 'rewards.userError.NOT_FOUND',
  DOWNLINE_RATE_HIGHER: 'contracts.userError.DOWNLINE_RATE_HIGHER',
  RATE_TOO_HIGH: 'contracts.userError.RATE_TOO_HIGH',
  NO_CONTRACT_TO_PASS_ON: 'contracts.userError.NO_CONTRACT_TO_PASS_ON',
  CONTRACT_PENDING_EXISTS: 'contracts.userError.CONTRACT_PENDING_EXISTS',
  CONTRACT_STATUS_INVALID: 'contracts.userError.CONTRACT_STATUS_INVALID',
  NOT_DIRECT_DOWNLINE: 'contracts.userError.NOT_DIRECT_DOWNLINE',
};

// Messages whose figure may be missing take "none" and say it without the figure (an ICU select).
const money = (amount: string | null | undefined) => (amount ? { money: amount } : 'none');
const count = (value: number | null | undefined) => value ?? 'none';

/** The localised message of a UserError, with the figures its details carry (bounds, limits, waits). */
export function userErrorMessage(error: UserErrorLike): FieldMessage {
  const details = error.details;
  const id = messageByCode[error.code];
  switch (error.code) {
    case 'RATE_LIMITED':
      return rateLimitMessage(details?.retryAfterSeconds, id);
    case 'WITHDRAW_PASSWORD_LOCKED':
      // Locks last minutes (15 by default): the wait in whole minutes, rounded up so it is never too early.
      return { id, values: { minutes: details?.retryAfterSeconds ? Math.ceil(details.retryAfterSeconds / 60) : 'none' } };
    case 'AMOUNT_TOO_SMALL':
      return { id, values: { amount: money(details?.minAmount) } };
    case 'AMOUNT_TOO_LARGE':
    case 'INSUFFICIENT_BALANCE':
    case 'DAILY_AMOUNT_LIMIT':
      return { id, values: { amount: money(details?.maxAmount) } };
    case 'TURNOVER_REQUIRED':
      return { id, values: { amount: money(details?.remainingTurnover) } };
    case 'DAILY_COUNT_LIMIT':
      return { id, values: { count: count(details?.dailyCount) } };
    case 'RECEIVING_ACCOUNT_LIMIT':
    case 'TOO_MANY_PENDING':
      return { id, values: { count: count(details?.limit) } };
    case 'TOO_MANY_FILES':
      return { id, values: { count: count(details?.maxFiles) } };
    case 'INSUFFICIENT_POINTS':
      return { id, values: { points: details?.maxPoints != null ? { points: details.maxPoints } : 'none' } };
    case 'OUT_OF_STOCK':
      return { id, values: { count: count(details?.limit) } };
    case 'VIP_LEVEL_TOO_LOW':
      return { id, values: { level: count(details?.minVipLevel) } };
    case 'TOO_SMALL':
      return { id, values: { min: count(details?.minPoints ?? details?.limit) } };
    case 'TOO_LARGE':
      return { id, values: { max: count(details?.maxPoints ?? details?.limit) } };
    case 'RATE_TOO_HIGH':
      return { id, values: { rate: details?.maxRate ? { percent: details.maxRate } : 'none' } };
    case 'FILE_TOO_LARGE':
      return { id, values: { megabytes: details?.maxBytes ? Math.floor(details.maxBytes / (1024 * 1024)) : 'none' } };
    default:
      return { id };
  }
}

/**
 * Splits userErrors into messages under the form's fields and messages for the whole form. `fieldOf` maps a
 * server field name to the form field that shows it, or null; `messageOf` localises one error.
 */
export function distributeUserErrors<Field extends string>(
  errors: ReadonlyArray<UserErrorLike>,
  fieldOf: (serverField: string) => Field | null,
  messageOf: (error: UserErrorLike) => FieldMessage = userErrorMessage,
): { fieldErrors: Partial<Record<Field, FieldMessage>>; formErrors: FieldMessage[] } {
  const fieldErrors: Partial<Record<Field, FieldMessage>> = {};
  const formErrors: FieldMessage[] = [];
  for (const error of errors) {
    const message = messageOf(error);
    const field = error.field ? fieldOf(error.field) : null;
    if (field && !fieldErrors[field]) fieldErrors[field] = message;
    else if (!formErrors.some((existing) => existing.id === message.id)) formErrors.push(message);
  }
  return { fieldErrors, formErrors };
}
