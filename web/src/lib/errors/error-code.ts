import { CombinedGraphQLErrors } from '@apollo/client/errors';

// extensions.code values the gateway sends (architecture §2). The one list: every table keyed by a code
// (messages, the app's overlays) is a Record over it, so a code added here fails typecheck until each has it.
export const errorCodes = [
  'UNAUTHENTICATED',
  'NEED_REAL_ACCOUNT',
  'PASSWORD_CHANGE_REQUIRED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'RATE_LIMITED',
  'MAINTENANCE',
  'REGION_BLOCKED',
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (errorCodes as readonly string[]).includes(code);
}

/** The gateway's error code, when the error carries one we know. */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.map((e) => e.extensions?.code).find(isErrorCode);
}
