import type { UserErrorCode } from '../../../gql/graphql';
import type { FieldMessage } from '../../../lib/errors/field-message';
import { rateLimitMessage } from '../../../lib/errors/rate-limit-message';
import type { MessageId } from '../../../i18n/message-id';
import { ruleMessage } from './rules';

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
  } | null;
}

const messageByCode: Record<UserErrorCode, MessageId> = {
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
  INVALID_CODE: 'validation.codeInvalid',
  CODE_EXPIRED: 'auth.userError.CODE_EXPIRED',
  RATE_LIMITED: 'auth.userError.RATE_LIMITED',
  ALREADY_EXISTS: 'auth.userError.ALREADY_EXISTS',
  INVALID_INVITATION_CODE: 'validation.invitationCode',
  TERMS_NOT_ACCEPTED: 'register.terms.required',
  AGE_NOT_CONFIRMED: 'register.age.required',
  NOT_AGENT: 'auth.userError.NOT_AGENT',
  ACCOUNT_LOCKED: 'auth.userError.ACCOUNT_LOCKED',
  FEATURE_DISABLED: 'auth.userError.FEATURE_DISABLED',
  NOT_ALLOWED: 'auth.userError.NOT_ALLOWED',
  REJECTED: 'auth.userError.REJECTED',
};

const alreadyExistsByField: Record<string, MessageId> = {
  mobile: 'auth.userError.ALREADY_EXISTS.mobile',
  email: 'auth.userError.ALREADY_EXISTS.email',
  username: 'auth.userError.ALREADY_EXISTS.username',
};

export interface UserErrorContext {
  /** The registration form's age threshold, for AGE_NOT_CONFIRMED. */
  minimumAge?: number;
}

/** The localised message of a UserError, using its details (bounds, pattern, digits) where it has them. */
export function userErrorMessage(error: UserErrorLike, context: UserErrorContext = {}): FieldMessage {
  const details = error.details;
  switch (error.code) {
    case 'INVALID_FORMAT':
    case 'TOO_SHORT':
    case 'TOO_LONG':
      if (details?.patternId != null) return ruleMessage(details.patternId, details.minLength, details.maxLength);
      break;
    case 'INVALID_MOBILE':
      if (details?.digits) return { id: 'validation.mobileDigits', values: { digits: details.digits } };
      break;
    case 'RATE_LIMITED':
      return rateLimitMessage(details?.retryAfterSeconds, messageByCode.RATE_LIMITED);
    case 'ALREADY_EXISTS':
      return { id: alreadyExistsByField[error.field ?? ''] ?? messageByCode.ALREADY_EXISTS };
    case 'NOT_ALLOWED':
      // On a new password it means "not this password" (the current one, or 123456), not "not this account".
      if (error.field === 'newPassword') return { id: 'auth.userError.NOT_ALLOWED.newPassword' };
      break;
    case 'TERMS_NOT_ACCEPTED':
      return { id: messageByCode.TERMS_NOT_ACCEPTED, values: { terms: { messageId: 'register.terms.name' } } };
    case 'AGE_NOT_CONFIRMED':
      return { id: messageByCode.AGE_NOT_CONFIRMED, values: { age: context.minimumAge ?? 18 } };
    default:
      break;
  }
  return { id: messageByCode[error.code] };
}

/**
 * Splits userErrors into messages under the form's fields and messages for the whole form. `fieldOf` maps a
 * server field name (`countryDialingCode`, `smsCode`, ...) to the form field that shows it, or null.
 */
export function distributeUserErrors<Field extends string>(
  errors: ReadonlyArray<UserErrorLike>,
  fieldOf: (serverField: string) => Field | null,
  context: UserErrorContext = {},
): { fieldErrors: Partial<Record<Field, FieldMessage>>; formErrors: FieldMessage[] } {
  const fieldErrors: Partial<Record<Field, FieldMessage>> = {};
  const formErrors: FieldMessage[] = [];
  for (const error of errors) {
    const message = userErrorMessage(error, context);
    const field = error.field ? fieldOf(error.field) : null;
    if (field && !fieldErrors[field]) fieldErrors[field] = message;
    else if (!formErrors.some((existing) => existing.id === message.id)) formErrors.push(message);
  }
  return { fieldErrors, formErrors };
}
