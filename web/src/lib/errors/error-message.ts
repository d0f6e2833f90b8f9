import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { MessageId } from '../../i18n/message-id';

// extensions.code values the gateway sends (architecture §2), each with a localised message.
const messageByCode = {
  UNAUTHENTICATED: 'error.UNAUTHENTICATED',
  NEED_REAL_ACCOUNT: 'error.NEED_REAL_ACCOUNT',
  FORBIDDEN: 'error.FORBIDDEN',
  BAD_USER_INPUT: 'error.BAD_USER_INPUT',
  RATE_LIMITED: 'error.RATE_LIMITED',
  MAINTENANCE: 'error.MAINTENANCE',
  REGION_BLOCKED: 'error.REGION_BLOCKED',
  UPSTREAM_UNAVAILABLE: 'error.UPSTREAM_UNAVAILABLE',
  INTERNAL: 'error.INTERNAL',
} as const satisfies Record<string, MessageId>;

export type ErrorCode = keyof typeof messageByCode;

function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(messageByCode, code);
}

/** The gateway's error code, when the error carries one we know. */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.map((e) => e.extensions?.code).find(isErrorCode);
}

/** The message to show for any error a query or mutation can end with. Never shows server text. */
export function errorMessageId(error: unknown): MessageId {
  const code = errorCode(error);
  if (code) return messageByCode[code];
  if (CombinedGraphQLErrors.is(error) || ServerParseError.is(error)) return 'error.INTERNAL';
  if (ServerError.is(error)) {
    if (error.statusCode === 429) return 'error.RATE_LIMITED';
    if (error.statusCode === 502 || error.statusCode === 503 || error.statusCode === 504) {
      return 'error.UPSTREAM_UNAVAILABLE';
    }
    return 'error.INTERNAL';
  }
  // fetch rejects with a TypeError when the network is down or the request is blocked.
  return 'error.NETWORK';
}
