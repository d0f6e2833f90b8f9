import { PlatformError } from '../../protocol/errors.js';
import type { PlatformCall } from '../../core/route-registry.js';
import type { SmsPurpose } from '../account/identity-data.js';
import { checkSmsCode, sendSmsCode, SMS_CODE_TTL_MINUTES } from './sms-codes.js';
import { accountByMobile } from '../account/identity-profiles.js';
import type { SandboxStore } from '../../core/store.js';
import { identityError } from '../account/identity-errors.js';
import { mobileFromFields } from '../account/mobile-number.js';
import type { MobileNumber } from '../account/mobile-number.js';
import { jsonBodyFields } from '../account/payload-fields.js';
import { requireHumanChallenge } from './human-challenge.js';

function send(store: SandboxStore, mobile: MobileNumber, purpose: SmsPurpose) {
  const sms = sendSmsCode(store.data.identity.sms, mobile, purpose, store.clock.now());
  if (sms === 'locked') throw identityError('tooManyRequests');
  return { expiredMinutes: SMS_CODE_TTL_MINUTES };
}

/** `POST /wps/verification/sms/noLogin`: a code for SMS login, login-IP verification or password reset. */
export async function sendNoLoginCode({ store, body }: PlatformCall) {
  const mobile = mobileFromFields(jsonBodyFields(body), true);
  await requireHumanChallenge(store, jsonBodyFields(body));
  if (accountByMobile(store.data, mobile.countryDialingCode, mobile.national) === undefined) {
    throw identityError('mobileNotRegistered');
  }
  return send(store, mobile, 'noLogin');
}

/** `POST /wps/verification/sms/register`: a code for registration, only while REGMOBVERF3 is on. */
export async function sendRegisterCode({ store, body }: PlatformCall) {
  if (!store.data.switches.REGMOBVERF3) throw PlatformError.of('functionNotAvailable');
  const mobile = mobileFromFields(jsonBodyFields(body), true);
  await requireHumanChallenge(store, jsonBodyFields(body));
  if (accountByMobile(store.data, mobile.countryDialingCode, mobile.national) !== undefined) {
    throw identityError('mobileExists');
  }
  return send(store, mobile, 'register');
}

/** Spends a code or refuses with VERIFICATION_CODE_INVALID / VERIFICATION_CODE_EXPIRED. */
export function requireSmsCode(store: SandboxStore, mobile: MobileNumber, purpose: SmsPurpose, code: string | undefined): void {
  if (code === undefined) throw identityError('codeInvalid', { message: 'verificationCode is required' });
  const outcome = checkSmsCode(store.data.identity.sms, mobile.phone, purpose, code, store.clock.now());
  if (outcome === 'expired') throw identityError('codeExpired');
  if (outcome === 'invalid') throw identityError('codeInvalid');
}
