import { errorCode, type ErrorCode } from './error-code';

/**
 * Codes the app layer answers wherever they arise, with an overlay: the login popup for an expired session,
 * the need-real-account warning for a trial account, the forced password change for a session that must set
 * a new password. The feature whose operation failed shows no message of its own for them.
 */
export const appAnsweredCodes = ['UNAUTHENTICATED', 'NEED_REAL_ACCOUNT', 'PASSWORD_CHANGE_REQUIRED'] as const satisfies
  readonly ErrorCode[];

export type AppAnsweredCode = (typeof appAnsweredCodes)[number];

export function isAppAnsweredCode(code: ErrorCode | undefined): code is AppAnsweredCode {
  return (appAnsweredCodes as readonly (ErrorCode | undefined)[]).includes(code);
}

export function isAnsweredByApp(error: unknown): boolean {
  return isAppAnsweredCode(errorCode(error));
}
