import { randomBytes } from 'node:crypto';
import { PlatformError } from '../../protocol/errors.js';
import { cookieValue } from '../../protocol/headers.js';
import type { PlatformCall } from '../../core/route-registry.js';
import type { Account } from '../../core/accounts.js';
import { accountByMobile, accountByReferralCode, agentByAffiliateCode, agentByDomain } from '../account/identity-profiles.js';
import type { SandboxStore } from '../../core/store.js';
import { CAPTCHA_COOKIE } from '../auth/captcha.js';
import { requireFirebasePhone } from '../auth/firebase-phone.js';
import { badParam, identityError } from '../account/identity-errors.js';
import { openLogin } from '../auth/login-value.js';
import { parseMobile } from '../account/mobile-number.js';
import type { MobileNumber } from '../account/mobile-number.js';
import { createMember, freeUsername } from '../account/new-accounts.js';
import type { Fields } from '../account/payload-fields.js';
import { optionalSecret, optionalText, payloadFields } from '../account/payload-fields.js';
import { checkRuleField } from './register-rules.js';
import { requireSmsCode } from '../auth/sms-verification.js';

export type RegistrationKind = 'username' | 'mobile';

/** Optional contact fields checked against their rules when enabled; values are not stored. */
const CONTACT_FIELDS = ['payeeName', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function checkFields(store: SandboxStore, fields: Fields, kind: RegistrationKind) {
  const rules = store.data.siteInfo.register;
  const username = optionalText(fields, 'username');
  const password = optionalSecret(fields, 'password');
  const confirmPassword = optionalSecret(fields, 'confirmPassword');
  const rawMobile = optionalText(fields, 'mobileNum', 32) ?? optionalText(fields, 'mobileNo', 32);
  const email = optionalText(fields, 'email');
  // The mobile tab makes the username optional and the mobile mandatory (spec 000 section 2).
  const usernameRule = rules.username && kind === 'mobile' ? { ...rules.username, required: false } : rules.username;
  checkRuleField('username', username, usernameRule);
  const passwordWanted = kind === 'username' || store.data.switches.MOBILENUMPASSREG3;
  if (passwordWanted) {
    if (password === undefined) throw badParam('password is required', { field: 'password' });
    checkRuleField('password', password, rules.password);
    checkRuleField('confirmPassword', confirmPassword, rules.confirmPassword);
    if (confirmPassword !== undefined && confirmPassword !== password) {
      throw badParam('confirmPassword does not match password', { field: 'confirmPassword' });
    }
  }
  const mobileRule = rules.mobileNum && kind === 'mobile' ? { ...rules.mobileNum, enabled: true, required: true } : rules.mobileNum;
  if (kind === 'mobile' && rawMobile === undefined) throw badParam('mobileNum is required', { field: 'mobileNum' });
  checkRuleField('mobileNum', rawMobile, mobileRule);
  checkRuleField('email', email, rules.email);
  if (email !== undefined && !EMAIL.test(email)) throw badParam('Invalid email', { field: 'email' });
  for (const field of CONTACT_FIELDS) checkRuleField(field, optionalText(fields, field), rules[field]);
  checkRuleField('affiliateCode', optionalText(fields, 'affiliateCode'), rules.affiliateCode);
  const paymentPassword = optionalSecret(fields, 'paymentPassword');
  checkRuleField('paymentPassword', paymentPassword, rules.paymentPassword);
  if (paymentPassword !== undefined && !/^[0-9]{6}$/.test(paymentPassword)) {
    throw badParam('paymentPassword must be 6 digits', { field: 'paymentPassword' });
  }
  const mobile = rawMobile === undefined ? undefined : parseMobile(rawMobile, optionalText(fields, 'countryDialingCode', 8));
  return { username, password, mobile, email, paymentPassword };
}

/** The captcha field, when enabled, is answered against the captcha bound to the `captchaId` cookie. */
function checkCaptcha({ store, request }: PlatformCall, fields: Fields): void {
  const rule = store.data.siteInfo.register.captcha;
  const answer = optionalText(fields, 'captcha', 16);
  checkRuleField('captcha', answer, rule);
  if (answer === undefined || rule === undefined || !rule.enabled) return;
  if (!store.captchas.consume(cookieValue(request, CAPTCHA_COOKIE), answer)) {
    throw PlatformError.of('captchaRequired', { value: { captcha: true } });
  }
}

/** The upline: the agent of the invitation code, else the agent whose domain the visitor registers on. */
function uplineOf(store: SandboxStore, fields: Fields): Account | undefined {
  const code = optionalText(fields, 'affiliateCode', 32);
  if (code !== undefined) {
    const agent = agentByAffiliateCode(store.data, code);
    if (agent === undefined) throw badParam('Invalid invitation code', { field: 'affiliateCode' });
    return agent;
  }
  const domain = optionalText(fields, 'domain', 255);
  return domain === undefined ? undefined : agentByDomain(store.data, domain);
}

function referrerOf(store: SandboxStore, fields: Fields): Account | undefined {
  const code = optionalText(fields, 'referralCode', 32);
  if (code === undefined || !store.data.switches.REFERRAL) return undefined;
  const referrer = accountByReferralCode(store.data, code);
  if (referrer === undefined) throw badParam('Invalid referral code', { field: 'referralCode' });
  return referrer;
}

/** With REGMOBVERF3 on a mobile needs the registration SMS code, or a third-party SMS token for the same number. */
function verifyMobile(store: SandboxStore, fields: Fields, mobile: MobileNumber): void {
  if (!store.data.switches.REGMOBVERF3) return;
  const firebaseToken = optionalText(fields, 'firebaseIdToken', 4096);
  if (firebaseToken === undefined) {
    requireSmsCode(store, mobile, 'register', optionalText(fields, 'verificationCode', 255));
    return;
  }
  requireFirebasePhone(store, firebaseToken, mobile);
}

function usernameFor(store: SandboxStore, username: string | undefined, mobile: MobileNumber | undefined): string {
  if (username !== undefined) return username;
  const fromMobile = `m${mobile?.national ?? ''}`.slice(0, 12);
  return store.accountByName(fromMobile) === undefined ? fromMobile : freeUsername(store, fromMobile);
}

/**
 * `PUT /wps/member/register` and `/register/mobile` (E). Order: switch, field rules, captcha, duplicates,
 * invitation and referral codes, SMS code (spent last, so a refused registration keeps it), then the account.
 * `login: false` answers `{id, userName, customerType}` without opening a session.
 */
export function registerMember(call: PlatformCall, kind: RegistrationKind) {
  const { store } = call;
  const switchOn = kind === 'username' ? store.data.switches.USERNAMEREG3 : store.data.switches.MOBILENUMREG3;
  if (!switchOn) throw PlatformError.of('functionNotAvailable');
  const fields = payloadFields(call.payload);
  const checked = checkFields(store, fields, kind);
  checkCaptcha(call, fields);
  if (checked.username !== undefined && store.accountByName(checked.username) !== undefined) {
    throw identityError('userExists');
  }
  const { mobile } = checked;
  if (mobile !== undefined && accountByMobile(store.data, mobile.countryDialingCode, mobile.national) !== undefined) {
    throw identityError('mobileExists');
  }
  const upline = uplineOf(store, fields);
  const referrer = referrerOf(store, fields);
  if (mobile !== undefined) verifyMobile(store, fields, mobile);
  const account = createMember(store, {
    username: usernameFor(store, checked.username, mobile),
    password: checked.password ?? randomBytes(18).toString('base64url'),
    mobile,
    email: checked.email,
    paymentPassword: checked.paymentPassword,
    uplineId: upline?.id ?? null,
    referrerId: referrer?.id ?? null,
  });
  if (fields.login === false) return { id: account.id, userName: account.account, customerType: account.type };
  return openLogin(store, account);
}
