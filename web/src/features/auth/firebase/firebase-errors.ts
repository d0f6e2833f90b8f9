import type { MessageId } from '../../../i18n/message-id';
import type { FieldMessage } from '../../../lib/errors/field-message';

/** Firebase Auth's error codes (FirebaseError.code) and the spec's phone-verification messages (spec 000 §8). */
const messageByCode: Readonly<Record<string, MessageId>> = {
  'auth/invalid-phone-number': 'auth.firebase.invalidPhone',
  'auth/missing-phone-number': 'auth.firebase.missingPhone',
  'auth/too-many-requests': 'auth.firebase.tooManyRequests',
  'auth/invalid-verification-code': 'auth.firebase.invalidCode',
  'auth/missing-verification-code': 'auth.firebase.invalidCode',
  'auth/invalid-verification-id': 'auth.firebase.codeExpired',
  'auth/code-expired': 'auth.firebase.codeExpired',
  'auth/captcha-check-failed': 'auth.firebase.captchaFailed',
  'auth/quota-exceeded': 'auth.firebase.quotaExceeded',
  'auth/operation-not-allowed': 'auth.firebase.operationNotAllowed',
  'auth/popup-closed-by-user': 'auth.firebase.popupClosed',
  'auth/cancelled-popup-request': 'auth.firebase.popupClosed',
  'auth/user-cancelled': 'auth.firebase.popupClosed',
  'auth/network-request-failed': 'error.NETWORK',
};

/** The code of an error the Firebase SDK threw (or of a failed import of it); null for anything else. */
export function firebaseErrorCode(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
}

/** The visitor's message for a failed Firebase sign-in or phone verification; "unknown error" for the rest. */
export function firebaseErrorMessage(error: unknown): FieldMessage {
  const code = firebaseErrorCode(error);
  return { id: (code !== null && messageByCode[code]) || 'auth.firebase.unknown' };
}
