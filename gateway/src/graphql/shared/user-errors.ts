import type { UserError, UserErrorCode, UserErrorDetails } from '../../__generated__/schema-types.js';

/** One expected, correctable outcome of a mutation, with our own English message (never the platform's). */
export function userError(field: string | null, code: UserErrorCode, message: string, details?: UserErrorDetails): UserError {
  return details === undefined ? { field, code, message } : { field, code, message, details };
}

export const rateLimited = (field: string | null, retryAfterSeconds: number): UserError =>
  userError(field, 'RATE_LIMITED', 'Too many attempts; please wait and try again.', { retryAfterSeconds });

export const featureDisabled = (field: string | null = null): UserError =>
  userError(field, 'FEATURE_DISABLED', 'This is not available on this site.');

export const invalidSmsCode = (field: string | null): UserError => userError(field, 'INVALID_CODE', 'The verification code is not correct.');

export const required = (field: string, message = 'This field is required.'): UserError => userError(field, 'REQUIRED', message);

/** A validation outcome: the cleaned value, or every problem found at once. */
export type Checked<T> = { value: T } | { errors: UserError[] };

export const isInvalid = <T>(checked: Checked<T>): checked is { errors: UserError[] } => 'errors' in checked;
