import type { SandboxStore } from '../../core/store.js';
import { badParam } from '../account/identity-errors.js';
import type { MobileNumber } from '../account/mobile-number.js';
import { issuedIdentity } from './firebase-emulator.js';
import { firebaseIdentityOf } from './firebase-token.js';

/**
 * Third-party SMS in place of the platform's code (registration, phone password reset): the `firebaseIdToken` must
 * be a phone sign-in of this very number, with third-party SMS on.
 */
export function requireFirebasePhone(store: SandboxStore, token: string, mobile: MobileNumber): void {
  const identity = firebaseIdentityOf(token, store.data.identity.loginSettings, 'sms', issuedIdentity(store, token));
  if (identity.channel !== 'sms' || identity.mobile.phone !== mobile.phone) {
    throw badParam('firebaseIdToken does not match mobileNum', { field: 'firebaseIdToken' });
  }
}
