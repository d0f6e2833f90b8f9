import { PlatformError } from '../../protocol/errors.js';

/**
 * Error codes of the identity calls beyond the protocol layer's. Login outcomes answer HTTP 200 with
 * `success:false` like the wrong-password answer; refusals of a request answer 4xx.
 */
export const IDENTITY_ERRORS = {
  tooManyRequests: {
    code: 'TOO_MANY_REQUESTS',
    status: 429,
    message: 'Too many requests, please try again after 5 minutes',
  },
  userNotExist: { code: 'USER_NOT_EXIST', status: 400, message: 'Username or email does not exist' },
  mobileNotRegistered: { code: 'USER_NOT_EXIST', status: 400, message: 'Mobile number is not registered' },
  userExists: { code: 'USER_EXIST', status: 400, message: 'Username already exists' },
  mobileExists: { code: 'MOBILE_EXIST', status: 400, message: 'Mobile number is already registered' },
  codeInvalid: { code: 'VERIFICATION_CODE_INVALID', status: 400, message: 'Invalid verification code' },
  codeExpired: { code: 'VERIFICATION_CODE_EXPIRED', status: 400, message: 'Verification code expired, please resend' },
  forbiddenLogin: { code: 'us_forbidden_login_error', status: 200, message: 'Non-member accounts cannot log in' },
  ipVerification: {
    code: 'login.ip.verification',
    status: 200,
    message: 'Login from a new IP address needs SMS verification',
  },
  oldPasswordWrong: { code: 'USER_PASSWORD_ERROR', status: 200, message: 'Old password is incorrect' },
  challengeRequired: { code: 'challenge.required', status: 200, message: 'Please complete verification first' },
  trialAccount: { code: 'function.not.available', status: 400, message: 'Not available for trial accounts' },
} as const satisfies Record<string, { code: string; status: number; message: string }>;

export type IdentityErrorKind = keyof typeof IDENTITY_ERRORS;

export function identityError(kind: IdentityErrorKind, options: { message?: string; value?: unknown } = {}): PlatformError {
  const known = IDENTITY_ERRORS[kind];
  return new PlatformError(known.status, known.code, options.message ?? known.message, options.value ?? null);
}

/** 400 request_param_err with a message saying what is wrong (and an optional value naming the field). */
export function badParam(message: string, value?: unknown): PlatformError {
  return PlatformError.of('requestParam', { message, value });
}
