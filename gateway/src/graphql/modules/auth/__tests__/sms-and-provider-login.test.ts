import { beforeEach, describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { payloadOf } from '../../../../testing/graphql-replies.js';
import {
  lastSmsCode,
  openBrowser,
  PROVIDER_LOGIN_MUTATION,
  REQUEST_SMS,
  SMS_LOGIN_MUTATION,
  type LoginShape,
  type SmsShape,
  type TestBrowser,
} from '../../../../testing/test-browser.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

async function smsLogin(browser: TestBrowser, input: Record<string, unknown>): Promise<LoginShape> {
  return payloadOf(await browser.gql<{ loginWithSms: LoginShape }>(SMS_LOGIN_MUTATION, { input }), 'loginWithSms');
}

async function providerLogin(browser: TestBrowser, provider: string, idToken: string): Promise<LoginShape> {
  return payloadOf(await browser.gql<{ loginWithProvider: LoginShape }>(PROVIDER_LOGIN_MUTATION, { input: { provider, idToken } }), 'loginWithProvider');
}

describe('login by SMS code and by identity provider', () => {
  const stack = useGatewayStack({}, { reset: true });
  beforeEach(async () => {
    await stack.control('PUT', '/switches', { MOBILEVERCODELOGIN3: true });
  });

  it('logs in with the code the platform texted, never forcing a password change', async () => {
    const browser = openBrowser(stack);
    const sent = await browser.gql<SmsShape>(REQUEST_SMS, { input: { purpose: 'LOGIN', mobile: '0977000111', countryDialingCode: '84' } });
    expect(sent.body.data?.requestSmsCode).toEqual({ resendAfterSeconds: 300, userErrors: [] });

    // player03's password has expired and PWDEXPFORCECHANGE3 is on: a password login would force a change.
    const code = await lastSmsCode(stack, '0977000111');
    const payload = await smsLogin(browser, { mobile: '0977000111', countryDialingCode: '84', smsCode: code });
    expect(payload).toMatchObject({ userErrors: [], passwordChangeRequired: false });
    expect(payload.viewer?.member.account).toBe('player03');
    expect(browser.cookies.has('saola_session')).toBe(true);
  });

  it('answers a wrong code with INVALID_CODE and an unknown number with INVALID_MOBILE', async () => {
    const browser = openBrowser(stack);
    await browser.gql(REQUEST_SMS, { input: { purpose: 'LOGIN', mobile: '0901234567', countryDialingCode: '84' } });
    const wrong = await smsLogin(browser, { mobile: '0901234567', countryDialingCode: '84', smsCode: '00000x' });
    expect(wrong.userErrors).toEqual([expect.objectContaining({ field: 'smsCode', code: 'INVALID_CODE' })]);
    const unknown = await smsLogin(browser, { mobile: '0999999999', countryDialingCode: '84', smsCode: '123456' });
    expect(unknown.userErrors).toEqual([expect.objectContaining({ field: 'mobile', code: 'INVALID_MOBILE' })]);
  });

  it('checks the number and the code at the gateway first', async () => {
    await stack.control('DELETE', '/calls');
    const payload = await smsLogin(openBrowser(stack), { mobile: '09012', countryDialingCode: '84', smsCode: ' ' });
    expect(payload.userErrors).toEqual([
      expect.objectContaining({ field: 'mobile', code: 'INVALID_MOBILE', details: expect.objectContaining({ digits: 9 }) }),
      expect.objectContaining({ field: 'smsCode', code: 'REQUIRED' }),
    ]);
    expect(await stack.upstreamCalls(callKey(calls.login))).toBe(0);
  });

  it('refuses SMS login while MOBILEVERCODELOGIN3 is off, without asking the platform', async () => {
    await stack.control('PUT', '/switches', { MOBILEVERCODELOGIN3: false });
    await stack.control('DELETE', '/calls');
    const payload = await smsLogin(openBrowser(stack), { mobile: '0901234567', countryDialingCode: '84', smsCode: '123456' });
    expect(payload.userErrors.map((e) => e.code)).toEqual(['FEATURE_DISABLED']);
    expect(await stack.upstreamCalls(callKey(calls.login))).toBe(0);
  });

  it('signs in with Google and Facebook while their switches are on', async () => {
    const google = await providerLogin(openBrowser(stack), 'GOOGLE', 'test-google:player01@mail.saola.example');
    expect(google).toMatchObject({ userErrors: [], passwordChangeRequired: false });
    expect(google.viewer?.member.account).toBe('player01');
    const facebook = await providerLogin(openBrowser(stack), 'FACEBOOK', 'test-facebook:lan.nguyen@mail.example');
    expect(facebook.userErrors).toEqual([]);
    expect(facebook.viewer?.member.accountType).toBe('MEMBER');
  });

  it('refuses a provider whose switch is off (FEATURE_DISABLED) and a token that does not verify', async () => {
    await stack.control('PUT', '/login-settings', { facebookLogin: false });
    await stack.control('DELETE', '/calls');
    const off = await providerLogin(openBrowser(stack), 'FACEBOOK', 'test-facebook:someone@mail.example');
    expect(off.userErrors).toEqual([expect.objectContaining({ field: 'provider', code: 'FEATURE_DISABLED' })]);
    // Third-party SMS is off in the seed.
    const sms = await providerLogin(openBrowser(stack), 'FIREBASE_SMS', 'test-sms:+84901234567');
    expect(sms.userErrors.map((e) => e.code)).toEqual(['FEATURE_DISABLED']);
    expect(await stack.upstreamCalls(callKey(calls.login))).toBe(0);

    const forged = await providerLogin(openBrowser(stack), 'GOOGLE', 'not-a-real-token');
    expect(forged.userErrors).toEqual([expect.objectContaining({ field: 'idToken', code: 'INVALID_CREDENTIALS' })]);
    expect(forged.viewer).toBeNull();
  });

  it('signs in by third-party SMS once that switch is on', async () => {
    await stack.control('PUT', '/login-settings', { firebaseSms: true });
    const payload = await providerLogin(openBrowser(stack), 'FIREBASE_SMS', 'test-sms:+84901234567');
    expect(payload.userErrors).toEqual([]);
    expect(payload.viewer?.member.account).toBe('player01');
  });
});
