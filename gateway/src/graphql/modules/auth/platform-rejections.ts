import type { UserError } from '../../../__generated__/schema-types.js';
import type { UpstreamError } from '../../../infra/upstream/index.js';
import { SMS_LOCK_SECONDS } from '../../../infra/throttle/create-throttles.js';
import { invalidSmsCode, rateLimited, userError } from '../../shared/user-errors.js';
import { verificationRequired } from './challenge-step.js';

/** Input field names a mutation uses for the platform's fields, so a refusal lands on the right field. */
export interface RejectionFields {
  username?: string;
  mobile?: string;
  smsCode?: string;
  captcha?: string;
  /** Platform field name (as in `value.field` of request_param_err) → input field name. */
  byPlatformName?: Readonly<Record<string, string>>;
}

interface ParamValue {
  field?: unknown;
  patternId?: unknown;
  minLength?: unknown;
  maxLength?: unknown;
}

const intOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/**
 * The platform refusals shared by the identity calls, as userErrors with our own messages. Returns undefined
 * for anything else, which the caller either maps itself or lets through as a GraphQL error.
 * `function.not.available` is left alone: switches are checked before calling, so it means maintenance.
 */
export function platformRejection(error: UpstreamError, fields: RejectionFields, captchaSent = false): UserError | undefined {
  switch (error.upstreamCode) {
    case 'TOO_MANY_REQUESTS':
      return rateLimited(fields.mobile ?? null, SMS_LOCK_SECONDS);
    case 'VERIFICATION_CODE_INVALID':
      return invalidSmsCode(fields.smsCode ?? null);
    case 'VERIFICATION_CODE_EXPIRED':
      return userError(fields.smsCode ?? null, 'CODE_EXPIRED', 'The verification code has expired; request a new one.');
    case 'us_forbidden_login_error':
      return userError(null, 'ACCOUNT_LOCKED', 'This account cannot log in.');
    case 'USER_EXIST':
      return userError(fields.username ?? null, 'ALREADY_EXISTS', 'This username is already taken.');
    case 'MOBILE_EXIST':
      return userError(fields.mobile ?? null, 'ALREADY_EXISTS', 'This mobile number is already registered.');
    case 'captcha.required':
      return captchaSent
        ? userError(fields.captcha ?? 'captcha', 'CAPTCHA_INVALID', 'The captcha is not correct.')
        : userError(fields.captcha ?? 'captcha', 'CAPTCHA_REQUIRED', 'Enter the captcha.');
    case 'challenge.required':
      return verificationRequired();
    case 'request_param_err':
      return fieldRejection(error, fields.byPlatformName ?? {});
    default:
      return undefined;
  }
}

/**
 * A field the platform refused although the gateway's own check passed (its rules changed since we read
 * them): named by `value.field`, with the rule's bounds when the message is a `reg_pattern_<id>` key.
 */
function fieldRejection(error: UpstreamError, names: Readonly<Record<string, string>>): UserError | undefined {
  const value = (typeof error.value === 'object' && error.value !== null ? error.value : {}) as ParamValue;
  const field = typeof value.field === 'string' ? names[value.field] : undefined;
  if (field === undefined) return undefined;
  const patternId = intOrNull(value.patternId);
  if (patternId === null) return userError(field, 'INVALID_FORMAT', 'This value is not accepted.');
  return userError(field, 'INVALID_FORMAT', 'This value does not match the rule.', {
    patternId,
    minLength: intOrNull(value.minLength),
    maxLength: intOrNull(value.maxLength),
  });
}
