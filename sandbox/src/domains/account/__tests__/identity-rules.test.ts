import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../../protocol/errors.js';
import { seedIdentity } from '../identity-data.js';
import type { SmsBook } from '../identity-data.js';
import { createSeedData } from '../../seed-data.js';
import { checkSmsCode, lastSmsTo, MAX_FAILED_CHECKS, sendSmsCode } from '../../auth/sms-codes.js';
import { SandboxStore } from '../../../core/store.js';
import { firebaseIdentityOf } from '../../auth/firebase-token.js';
import { parseMobile, parsePhone } from '../mobile-number.js';
import { createMember } from '../new-accounts.js';
import { matchesRule } from '../../registration/register-rules.js';

const emptyBook = (): SmsBook => ({ codes: {}, sendTimes: {}, lockedUntil: {}, outbox: [] });
const target = parseMobile('0901234567', '+84');
const MINUTE = 60_000;

function refusal(run: () => unknown): PlatformError {
  try {
    run();
  } catch (error) {
    if (error instanceof PlatformError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('mobile numbers', () => {
  it('drops separators and the trunk 0, and checks the country digit count', () => {
    expect(parseMobile('090 123-4567', '84')).toEqual({ countryDialingCode: '+84', national: '901234567', phone: '+84901234567' });
    expect(parseMobile('81234567', '+65').phone).toBe('+6581234567');
    expect(parsePhone('+85512345678', 'mobile').countryDialingCode).toBe('+855');
    expect(refusal(() => parseMobile('09012345', undefined)).message).toBe('Mobile number of 9 digits');
    expect(refusal(() => parseMobile('09012345ab', undefined)).errorCode).toBe('request_param_err');
    expect(refusal(() => parseMobile('0901234567', '+999')).message).toBe('Unknown countryDialingCode');
  });
});

describe('SMS codes', () => {
  it('locks a number on the fourth send within five minutes, for five minutes', () => {
    const book = emptyBook();
    for (let send = 0; send < 3; send += 1) expect(sendSmsCode(book, target, 'noLogin', send * MINUTE)).not.toBe('locked');
    expect(sendSmsCode(book, target, 'noLogin', 3 * MINUTE)).toBe('locked');
    expect(sendSmsCode(book, target, 'register', 7 * MINUTE)).toBe('locked');
    expect(sendSmsCode(book, target, 'noLogin', 8 * MINUTE)).not.toBe('locked');
  });

  it('forgets sends older than the window', () => {
    const book = emptyBook();
    for (let send = 0; send < 6; send += 1) expect(sendSmsCode(book, target, 'noLogin', send * 2 * MINUTE + send)).not.toBe('locked');
  });

  it('spends a right code, refuses a wrong or expired one, and burns a code after too many wrong answers', () => {
    const book = emptyBook();
    const sms = sendSmsCode(book, target, 'noLogin', 0);
    if (sms === 'locked') throw new Error('locked');
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(lastSmsTo(book, target.phone)?.code).toBe(sms.code);
    expect(checkSmsCode(book, target.phone, 'register', sms.code, 1)).toBe('invalid');
    expect(checkSmsCode(book, target.phone, 'noLogin', sms.code, 1)).toBe('ok');
    expect(checkSmsCode(book, target.phone, 'noLogin', sms.code, 2)).toBe('invalid');

    const late = sendSmsCode(book, target, 'noLogin', 0);
    if (late === 'locked') throw new Error('locked');
    expect(checkSmsCode(book, target.phone, 'noLogin', late.code, 5 * MINUTE + 1)).toBe('expired');

    const guessBook = emptyBook();
    const fresh = sendSmsCode(guessBook, target, 'noLogin', 0);
    if (fresh === 'locked') throw new Error('locked');
    const wrong = fresh.code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < MAX_FAILED_CHECKS; attempt += 1) expect(checkSmsCode(guessBook, target.phone, 'noLogin', wrong, 1)).toBe('invalid');
    expect(checkSmsCode(guessBook, target.phone, 'noLogin', fresh.code, 1)).toBe('invalid');
  });
});

describe('rules and tokens', () => {
  it('checks patterns and lengths; * accepts anything within bounds', () => {
    const username = { enabled: true, required: true, acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$', patternId: 1, minLength: 6, maxLength: 12 };
    expect(matchesRule('minhanh1', username)).toBe(true);
    expect(matchesRule('1minhanh', username)).toBe(false);
    expect(matchesRule('short', username)).toBe(false);
    expect(matchesRule('Nguyễn Văn A', { ...username, acceptedPattern: '*', maxLength: 50 })).toBe(true);
  });

  it('reads the sandbox firebase tokens and honours the channel toggles', () => {
    const settings = { countryCodePicker: true, firebaseSms: true, googleLogin: true, facebookLogin: false, phonePasswordRecovery: true, humanVerification: false };
    expect(firebaseIdentityOf('test-google:a@b.example', settings)).toEqual({ channel: 'google', email: 'a@b.example' });
    expect(firebaseIdentityOf('test-sms:+84901234567', settings, 'sms')).toMatchObject({ channel: 'sms', mobile: { phone: '+84901234567' } });
    expect(refusal(() => firebaseIdentityOf('test-facebook:a@b.example', settings)).errorCode).toBe('function.not.available');
    expect(refusal(() => firebaseIdentityOf('test-google:not-an-email', settings)).errorCode).toBe('request_param_err');
    expect(refusal(() => firebaseIdentityOf('test-google:a@b.example', settings, 'sms')).errorCode).toBe('request_param_err');
  });
});

describe('identity seed', () => {
  it('is deterministic, with unique codes, a suspended account and one under IP verification', () => {
    expect(seedIdentity()).toEqual(seedIdentity());
    const data = createSeedData();
    const profiles = Object.values(data.identity.profiles);
    expect(profiles).toHaveLength(data.accounts.length);
    const affiliateCodes = profiles.map((profile) => profile.affiliateCode).filter((code) => code !== null);
    expect(affiliateCodes.length).toBe(data.accounts.filter((account) => account.type !== 0).length);
    expect(new Set(affiliateCodes).size).toBe(affiliateCodes.length);
    expect(new Set(profiles.map((profile) => profile.referralCode)).size).toBe(profiles.length);
    const byName = (name: string) => data.identity.profiles[data.accounts.find((account) => account.account === name)?.id ?? -1];
    expect(byName('locked01')?.status).toBe('suspended');
    expect(byName('ipcheck01')).toMatchObject({ loginIpVerification: true, trustedIps: ['113.161.10.20'] });
  });

  it('is restored by a reset after registrations, codes and feedback', () => {
    const store = new SandboxStore({ seed: createSeedData, merchant: 'SAOLA', idleTtlMs: 60_000, singleSession: true });
    const pristine = createSeedData();
    createMember(store, { username: 'newbie01', password: 'abc12345', uplineId: null, referrerId: null });
    sendSmsCode(store.data.identity.sms, target, 'noLogin', 0);
    store.data.identity.loginSettings.googleLogin = false;
    store.data.identity.feedback.push({ feedbackId: 1, type: 1, content: 'x', contact: null, accountId: null, requestId: null, createdAt: 0 });
    expect(store.data).not.toEqual(pristine);
    store.reset();
    expect(store.data).toEqual(pristine);
  });
});
