import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { MessageId } from '../../i18n/message-id';
import { errorCode, type ErrorCode } from './error-code';
import type { FieldMessage } from './field-message';
import { rateLimitMessage } from './rate-limit-message';
import { retryAfterSeconds } from './retry-after';

const messageByCode: Readonly<Record<ErrorCode, MessageId>> = {
  UNAUTHENTICATED: 'error.UNAUTHENTICATED',
  NEED_REAL_ACCOUNT: 'error.NEED_REAL_ACCOUNT',
  PASSWORD_CHANGE_REQUIRED: 'error.PASSWORD_CHANGE_REQUIRED',
  FORBIDDEN: 'error.FORBIDDEN',
  BAD_USER_INPUT: 'error.BAD_USER_INPUT',
  RATE_LIMITED: 'error.RATE_LIMITED',
  MAINTENANCE: 'error.MAINTENANCE',
  REGION_BLOCKED: 'error.REGION_BLOCKED',
  UPSTREAM_UNAVAILABLE: 'error.UPSTREAM_UNAVAILABLE',
  INTERNAL: 'error.INTERNAL',
};

/**
 * The message to show for any error a query or mutation can end with, as id + values so it re-localises on
 * screen. Never shows server text.
 */
export function errorMessage(error: unknown): FieldMessage {
  const code = errorCode(error);
  if (code === 'RATE_LIMITED') return rateLimitMessage(retryAfterSeconds(error));
  if (code) return { id: messageByCode[code] };
  if (CombinedGraphQLErrors.is(error) || ServerParseError.is(error)) return { id: 'error.INTERNAL' };
  if (ServerError.is(error)) {
    if (error.statusCode === 429) return rateLimitMessage(retryAfterSeconds(error));
    if (error.statusCode === 502 || error.statusCode === 503 || error.statusCode === 504) {
      return { id: 'error.UPSTREAM_UNAVAILABLE' };
    }
    return { id: 'error.INTERNAL' };
  }
  // fetch rejects with a TypeError when the network is down or the request is blocked.
  return { id: 'error.NETWORK' };
}
