import { PlatformError } from '../../protocol/errors.js';
import type { PlatformCall } from '../../core/route-registry.js';
import { accountByMobile } from '../account/identity-profiles.js';
import { identityError } from '../account/identity-errors.js';
import { trustIp } from './login-ip-check.js';
import { openLogin, refuseSuspended } from './login-value.js';
import { parseMobile } from '../account/mobile-number.js';
import type { Fields } from '../account/payload-fields.js';
import { optionalText } from '../account/payload-fields.js';
import { requireSmsCode } from './sms-verification.js';

/**
 * `type: 'sms'` while MOBILEVERCODELOGIN3 is on: `mobileNum` (or `username`, which the SMS form fills with
 * the number), `countryDialingCode`, and `password` = the code from `/wps/verification/sms/noLogin`.
 * The code proves the phone, so the login IP becomes trusted.
 */
export function logInBySms(call: PlatformCall, fields: Fields) {
  const { store } = call;
  if (!store.data.switches.MOBILEVERCODELOGIN3) throw PlatformError.of('functionNotAvailable');
  const raw = optionalText(fields, 'mobileNum', 32) ?? optionalText(fields, 'username', 32);
  if (raw === undefined) throw PlatformError.of('requestParam', { message: 'mobileNum is required' });
  const mobile = parseMobile(raw, optionalText(fields, 'countryDialingCode', 8));
  const code = optionalText(fields, 'password', 255) ?? optionalText(fields, 'verificationCode', 255);
  const account = accountByMobile(store.data, mobile.countryDialingCode, mobile.national);
  if (account === undefined) throw identityError('mobileNotRegistered');
  requireSmsCode(store, mobile, 'noLogin', code);
  refuseSuspended(store, account);
  trustIp(store, account, call.request);
  return openLogin(store, account);
}
