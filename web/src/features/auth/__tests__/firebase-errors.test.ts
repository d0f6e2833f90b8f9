import { describe, expect, it } from 'vitest';
import { firebaseErrorMessage } from '../firebase/firebase-errors';
import { e164 } from '../hooks/useSmsSender';

describe('Firebase errors in the spec\'s words (spec 000 §8)', () => {
  it.each([
    ['auth/invalid-phone-number', 'auth.firebase.invalidPhone'],
    ['auth/missing-phone-number', 'auth.firebase.missingPhone'],
    ['auth/too-many-requests', 'auth.firebase.tooManyRequests'],
    ['auth/invalid-verification-code', 'auth.firebase.invalidCode'],
    ['auth/missing-verification-code', 'auth.firebase.invalidCode'],
    ['auth/captcha-check-failed', 'auth.firebase.captchaFailed'],
    ['auth/quota-exceeded', 'auth.firebase.quotaExceeded'],
    ['auth/operation-not-allowed', 'auth.firebase.operationNotAllowed'],
    ['auth/code-expired', 'auth.firebase.codeExpired'],
    ['auth/popup-closed-by-user', 'auth.firebase.popupClosed'],
    ['auth/network-request-failed', 'error.NETWORK'],
    ['auth/internal-error', 'auth.firebase.unknown'],
  ])('%s → %s', (code, id) => {
    expect(firebaseErrorMessage({ code, name: 'FirebaseError' })).toEqual({ id });
  });

  it('answers "unknown error" for anything that is not a Firebase Auth error', () => {
    expect(firebaseErrorMessage(new TypeError('Failed to fetch'))).toEqual({ id: 'auth.firebase.unknown' });
    expect(firebaseErrorMessage({ code: 'storage/unknown' })).toEqual({ id: 'auth.firebase.unknown' });
  });
});

describe('numbers for Firebase', () => {
  it('are E.164: the dialing code, then the national digits without the trunk 0', () => {
    expect(e164('84', '0901 234 567')).toBe('+84901234567');
    expect(e164('+66', '812345678')).toBe('+66812345678');
  });
});
