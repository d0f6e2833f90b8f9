import type { LoginSettings } from '../account/identity-data.js';
import { PlatformError } from '../../protocol/errors.js';
import { badParam } from '../account/identity-errors.js';
import { parsePhone } from '../account/mobile-number.js';
import type { MobileNumber } from '../account/mobile-number.js';

/**
 * The sandbox stands in for Firebase: it recognises id tokens of the forms `test-google:<email>`,
 * `test-facebook:<email>` and `test-sms:<+dialling code><number>` (e.g. `test-sms:+84901234567`).
 */
export type FirebaseIdentity =
  | { channel: 'google' | 'facebook'; email: string }
  | { channel: 'sms'; mobile: MobileNumber };

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const CHANNEL_SETTING = { google: 'googleLogin', facebook: 'facebookLogin', sms: 'firebaseSms' } as const satisfies Record<
  FirebaseIdentity['channel'],
  keyof LoginSettings
>;

/**
 * Reads a token and checks its channel's server toggle (off → function.not.available). `issued` is what the
 * Firebase Auth emulator imitation knows of it (firebase-emulator.ts): a token it issued names its account.
 */
export function firebaseIdentityOf(
  token: string,
  settings: LoginSettings,
  expectedChannel?: string,
  issued?: FirebaseIdentity,
): FirebaseIdentity {
  if (issued !== undefined) {
    if (expectedChannel !== undefined && expectedChannel !== issued.channel) {
      throw badParam('firebaseChannel does not match the firebaseIdToken');
    }
    if (!settings[CHANNEL_SETTING[issued.channel]]) throw PlatformError.of('functionNotAvailable');
    return issued;
  }
  const separator = token.indexOf(':');
  const prefix = separator < 0 ? '' : token.slice(0, separator);
  const subject = separator < 0 ? '' : token.slice(separator + 1).trim();
  const channel = prefix === 'test-google' ? 'google' : prefix === 'test-facebook' ? 'facebook' : prefix === 'test-sms' ? 'sms' : null;
  if (channel === null || subject === '') throw badParam('Invalid firebaseIdToken');
  if (expectedChannel !== undefined && expectedChannel !== channel) {
    throw badParam('firebaseChannel does not match the firebaseIdToken');
  }
  if (!settings[CHANNEL_SETTING[channel]]) throw PlatformError.of('functionNotAvailable');
  if (channel === 'sms') return { channel, mobile: parsePhone(subject, 'firebaseIdToken') };
  if (!EMAIL.test(subject)) throw badParam('Invalid firebaseIdToken');
  return { channel, email: subject };
}
