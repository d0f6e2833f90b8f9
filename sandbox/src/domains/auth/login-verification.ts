import type { PlatformCall } from '../../core/route-registry.js';
import { profileOf } from '../account/identity-profiles.js';
import { badParam } from '../account/identity-errors.js';
import { trustIp } from './login-ip-check.js';
import { checkCredentials, credentialsOf } from './login-username.js';
import { openLogin, refuseSuspended } from './login-value.js';
import { parseMobile } from '../account/mobile-number.js';
import { optionalText, payloadFields } from '../account/payload-fields.js';
import { requireSmsCode } from './sms-verification.js';

/**
 * `POST /wps/session/login/verification` (E): completes a password login that answered
 * `login.ip.verification`. Body: the same `username`, `password` (and `captcha`) plus `verificationCode`,
 * the code `/wps/verification/sms/noLogin` sent to the account's own mobile. On success the address is
 * trusted from then on and the answer is the login value.
 */
export function logInWithVerification(call: PlatformCall) {
  const { store } = call;
  const fields = payloadFields(call.payload);
  const code = optionalText(fields, 'verificationCode', 255);
  const account = checkCredentials(call, credentialsOf(fields));
  refuseSuspended(store, account);
  if (account.mobile === '') throw badParam('The account has no mobile number to verify');
  const mobile = parseMobile(account.mobile, profileOf(store.data, account).countryDialingCode);
  requireSmsCode(store, mobile, 'noLogin', code);
  trustIp(store, account, call.request);
  return openLogin(store, account);
}
