import type { UserErrorCode } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-id';

// Clients localise userErrors by code; the server's English message is never shown.
const messageByCode: Record<UserErrorCode, MessageId> = {
  REQUIRED: 'auth.userError.REQUIRED',
  INVALID_FORMAT: 'auth.userError.INVALID_FORMAT',
  TOO_SHORT: 'auth.userError.TOO_SHORT',
  TOO_LONG: 'auth.userError.TOO_LONG',
  INVALID_CREDENTIALS: 'auth.userError.INVALID_CREDENTIALS',
  CAPTCHA_REQUIRED: 'auth.userError.CAPTCHA_REQUIRED',
  CAPTCHA_INVALID: 'auth.userError.CAPTCHA_INVALID',
  ACCOUNT_LOCKED: 'auth.userError.ACCOUNT_LOCKED',
  NOT_ALLOWED: 'auth.userError.NOT_ALLOWED',
  REJECTED: 'auth.userError.REJECTED',
};

export function userErrorMessageId(code: UserErrorCode): MessageId {
  return messageByCode[code];
}
