import { PlatformError } from '../../protocol/errors.js';
import type { PlatformCall } from '../../core/route-registry.js';
import { WEAK_DEFAULT_PASSWORD } from '../../core/accounts.js';
import type { Account } from '../../core/accounts.js';
import { accountByMobile, profileOf } from '../account/identity-profiles.js';
import type { SandboxStore } from '../../core/store.js';
import { badParam, identityError } from '../account/identity-errors.js';
import { openLogin, refuseSuspended } from '../auth/login-value.js';
import { mobileFromFields } from '../account/mobile-number.js';
import type { Fields } from '../account/payload-fields.js';
import { optionalSecret, optionalText, payloadFields, requiredSecret, requiredText } from '../account/payload-fields.js';
import { checkPasswordRule } from '../registration/register-rules.js';
import { requireSmsCode } from '../auth/sms-verification.js';
import { requireFirebasePhone } from '../auth/firebase-phone.js';

/** A new password passes the password rule, is not the weak default, and matches its confirmation if sent. */
function newPasswordOf(store: SandboxStore, fields: Fields): string {
  const newPassword = requiredSecret(fields, 'newPassword');
  checkPasswordRule('newPassword', newPassword, store.data.siteInfo.register.password);
  if (newPassword === WEAK_DEFAULT_PASSWORD) throw badParam('The default password cannot be used', { field: 'newPassword' });
  const confirm = optionalSecret(fields, 'confirmNewPassword');
  if (confirm !== undefined && confirm !== newPassword) {
    throw badParam('confirmNewPassword does not match newPassword', { field: 'confirmNewPassword' });
  }
  return newPassword;
}

function setPassword(store: SandboxStore, account: Account, password: string): void {
  profileOf(store.data, account).previousPassword = account.password;
  account.password = password;
  account.passwordExpired = false;
}

/**
 * `POST /wps/member/password` (T, E): `{oldPassword, newPassword, confirmNewPassword}`. Clears an expired
 * password; the caller's session stays valid. Retrying a change that went through answers success again.
 */
export function changePassword({ store, session, payload }: PlatformCall<true>) {
  const account = store.accountById(session.accountId);
  if (account === undefined) throw PlatformError.of('sessionDead');
  if (account.type === 4) throw identityError('trialAccount');
  const fields = payloadFields(payload);
  const oldPassword = requiredSecret(fields, 'oldPassword');
  const newPassword = newPasswordOf(store, fields);
  // A retry of a change that already went through answers success again.
  if (account.password === newPassword && profileOf(store.data, account).previousPassword === oldPassword) return null;
  if (account.password !== oldPassword) throw identityError('oldPasswordWrong');
  if (oldPassword === newPassword) throw badParam('The new password must differ from the old one', { field: 'newPassword' });
  setPassword(store, account, newPassword);
  return null;
}

/**
 * `POST /wps/member/password/email` (form-urlencoded `username`, `email`): when they belong together the
 * platform mails a reset link; the sandbox records the mail (control API `GET /__sandbox/mails`).
 */
export function requestPasswordMail({ store, body }: PlatformCall) {
  if (body.kind === 'empty') throw PlatformError.of('requestBody');
  if (body.kind !== 'form') throw badParam('A form-urlencoded body is expected');
  const fields: Fields = body.fields;
  const username = requiredText(fields, 'username', 64);
  const email = requiredText(fields, 'email', 255);
  const account = store.accountByName(username);
  const profileEmail = account === undefined ? null : profileOf(store.data, account).email;
  if (account === undefined || profileEmail === null || profileEmail.toLowerCase() !== email.toLowerCase()) {
    throw identityError('userNotExist');
  }
  store.data.identity.resetMails.push({ accountId: account.id, username: account.account, email: profileEmail, sentAt: store.clock.now() });
  return null;
}

/**
 * `POST /wps/member/password/verification` (E): `{newPassword, mobileNum, countryDialingCode?,
 * verificationCode}` with a code from `/wps/verification/sms/noLogin` (or, with third-party SMS, `firebaseChannel`
 * and `firebaseIdToken` of the number's Firebase phone sign-in). Sets the password, ends the
 * account's other sessions and logs in: the value is the login value.
 */
export function resetPasswordBySms({ store, payload }: PlatformCall) {
  if (!store.data.identity.loginSettings.phonePasswordRecovery) throw PlatformError.of('functionNotAvailable');
  const fields = payloadFields(payload);
  const newPassword = newPasswordOf(store, fields);
  const mobile = mobileFromFields(fields, true);
  const account = accountByMobile(store.data, mobile.countryDialingCode, mobile.national);
  if (account === undefined) throw identityError('mobileNotRegistered');
  // Third-party SMS: Firebase sent and checked the code; its ID token stands for it.
  const firebaseToken = optionalText(fields, 'firebaseIdToken', 4096);
  if (firebaseToken === undefined) requireSmsCode(store, mobile, 'noLogin', optionalText(fields, 'verificationCode', 255));
  else requireFirebasePhone(store, firebaseToken, mobile);
  refuseSuspended(store, account);
  setPassword(store, account, newPassword);
  store.sessions.expire(account.id);
  return openLogin(store, account);
}
