import { errorCode, type ErrorCode } from '../lib/errors/error-code';

/**
 * The gateway's refusals a route expects and answers with a state of its own (the need-real-account block, the
 * agent centre's refusal, the forced password change, the login): not faults, so nothing to report.
 */
const expectedRefusals: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['NEED_REAL_ACCOUNT', 'FORBIDDEN', 'PASSWORD_CHANGE_REQUIRED', 'UNAUTHENTICATED']);

/** Whether a route's error is one of the refusals its error state answers as a state. */
export function isExpectedRefusal(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && expectedRefusals.has(code);
}

/**
 * React's report of an error an error boundary caught (createRoot's `onCaughtError`, by default a console error
 * for each): faults are still logged, expected refusals are not.
 */
export function reportCaughtError(error: unknown): void {
  if (isExpectedRefusal(error)) return;
  console.error(error);
}

/**
 * The router's error report (its `onError`), in place of its own console error for every error a route's
 * boundary caught. A render error has been reported by React already (`errorInfo` is there); a loader's is not.
 */
export function reportRouteError(error: unknown, info?: { errorInfo?: unknown }): void {
  if (info?.errorInfo !== undefined) return;
  reportCaughtError(error);
}
