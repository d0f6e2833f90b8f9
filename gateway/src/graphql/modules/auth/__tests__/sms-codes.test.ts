import { beforeEach, describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { payloadOf } from '../../../../testing/graphql-replies.js';
import { openBrowser, REQUEST_SMS, type SmsShape, type TestBrowser } from '../../../../testing/test-browser.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

const NO_LOGIN = callKey(calls.smsNoLogin);

async function requestSms(browser: TestBrowser, input: Record<string, unknown>) {
  return payloadOf(await browser.gql<SmsShape>(REQUEST_SMS, { input: { countryDialingCode: '84', ...input } }), 'requestSmsCode');
}

describe('requestSmsCode', () => {
  // A wide per-client window, so "the second send within the window" holds however slow the machine is.
  const stack = useGatewayStack({ env: { SMS_SEND_INTERVAL_SECONDS: '60' } }, { reset: true });
  beforeEach(async () => {
    await stack.control('PUT', '/switches', { MOBILEVERCODELOGIN3: true });
    await stack.control('DELETE', '/calls');
  });

  it('sends a login code and counts down expiredMinutes × 60', async () => {
    expect(await requestSms(openBrowser(stack), { purpose: 'LOGIN', mobile: '090 123 4567' })).toEqual({ resendAfterSeconds: 300, userErrors: [] });
    expect(await stack.upstreamCalls(NO_LOGIN)).toBe(1);
  });

  it('counts down one minute with third-party SMS', async () => {
    await stack.control('PUT', '/login-settings', { firebaseSms: true });
    expect((await requestSms(openBrowser(stack), { purpose: 'RESET_PASSWORD', mobile: '0901234567' })).resendAfterSeconds).toBe(60);
  });

  it('checks the number per country at the gateway: nothing reaches the platform', async () => {
    const short = await requestSms(openBrowser(stack), { purpose: 'LOGIN', mobile: '09012345' });
    expect(short.userErrors).toEqual([expect.objectContaining({ field: 'mobile', code: 'INVALID_MOBILE', details: expect.objectContaining({ digits: 9 }) })]);
    const letters = await requestSms(openBrowser(stack), { purpose: 'LOGIN', mobile: '09012345ab' });
    expect(letters.userErrors.map((e) => e.code)).toEqual(['INVALID_MOBILE']);
    const country = await requestSms(openBrowser(stack), { purpose: 'LOGIN', mobile: '0901234567', countryDialingCode: '999' });
    expect(country.userErrors).toEqual([expect.objectContaining({ field: 'countryDialingCode', code: 'INVALID_FORMAT' })]);
    // The Philippines use 10 digits.
    const ph = await requestSms(openBrowser(stack), { purpose: 'LOGIN', mobile: '901234567', countryDialingCode: '+63' });
    expect(ph.userErrors).toEqual([expect.objectContaining({ code: 'INVALID_MOBILE', details: expect.objectContaining({ digits: 10 }) })]);
    expect(await stack.upstreamCalls(NO_LOGIN)).toBe(0);
  });

  it('sends at most one code per client in the window, refusing the next without asking the platform', async () => {
    const browser = openBrowser(stack);
    expect((await requestSms(browser, { purpose: 'LOGIN', mobile: '0901234567' })).userErrors).toEqual([]);
    const again = await requestSms(browser, { purpose: 'LOGIN', mobile: '0987654321' });
    expect(again.resendAfterSeconds).toBeNull();
    expect(again.userErrors).toEqual([expect.objectContaining({ code: 'RATE_LIMITED', details: expect.objectContaining({ retryAfterSeconds: expect.any(Number) }) })]);
    expect(again.userErrors[0]?.details?.retryAfterSeconds).toBeGreaterThan(0);
    expect(await stack.upstreamCalls(NO_LOGIN)).toBe(1);
  });

  // agent01's number: the gateway keeps the lock it learns, and the sandbox reset does not clear the gateway.
  it("maps the platform's 5-minute lock to RATE_LIMITED (300 s) and then honours it without asking again", async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await requestSms(openBrowser(stack), { purpose: 'LOGIN', mobile: '0912345678' })).userErrors).toEqual([]);
    }
    const locked = await requestSms(openBrowser(stack), { purpose: 'LOGIN', mobile: '0912345678' });
    expect(locked.userErrors).toEqual([
      expect.objectContaining({ field: 'mobile', code: 'RATE_LIMITED', details: expect.objectContaining({ retryAfterSeconds: 300 }) }),
    ]);
    expect(await stack.upstreamCalls(NO_LOGIN)).toBe(4);

    const still = await requestSms(openBrowser(stack), { purpose: 'RESET_PASSWORD', mobile: '912345678' });
    expect(still.userErrors[0]).toMatchObject({ field: 'mobile', code: 'RATE_LIMITED' });
    expect(still.userErrors[0]?.details?.retryAfterSeconds).toBeGreaterThan(0);
    expect(still.userErrors[0]?.details?.retryAfterSeconds).toBeLessThanOrEqual(300);
    expect(await stack.upstreamCalls(NO_LOGIN)).toBe(4);
  });

  it('sends registration codes only while REGMOBVERF3 is on, and only to new numbers', async () => {
    const off = await requestSms(openBrowser(stack), { purpose: 'REGISTER', registrationMethod: 'MOBILE', mobile: '0911222333' });
    expect(off.userErrors.map((e) => e.code)).toEqual(['FEATURE_DISABLED']);
    expect(await stack.upstreamCalls(callKey(calls.smsRegister))).toBe(0);

    await stack.control('PUT', '/switches', { REGMOBVERF3: true });
    const sent = await requestSms(openBrowser(stack), { purpose: 'REGISTER', registrationMethod: 'USERNAME', mobile: '0911222333' });
    expect(sent).toEqual({ resendAfterSeconds: 300, userErrors: [] });
    const taken = await requestSms(openBrowser(stack), { purpose: 'REGISTER', registrationMethod: 'MOBILE', mobile: '0901234567' });
    expect(taken.userErrors).toEqual([expect.objectContaining({ field: 'mobile', code: 'ALREADY_EXISTS' })]);
  });

  it('refuses login codes while SMS login is off', async () => {
    await stack.control('PUT', '/switches', { MOBILEVERCODELOGIN3: false });
    const off = await requestSms(openBrowser(stack), { purpose: 'LOGIN', mobile: '0901234567' });
    expect(off.userErrors.map((e) => e.code)).toEqual(['FEATURE_DISABLED']);
  });

  it('answers a reset code request alike for a number with or without an account, asking the platform each time', async () => {
    const send = (mobile: string) => openBrowser(stack).gql(REQUEST_SMS, { input: { purpose: 'RESET_PASSWORD', mobile, countryDialingCode: '84' } });
    const known = await send('0901234567');
    expect(known.body).toEqual({ data: { requestSmsCode: { resendAfterSeconds: 300, userErrors: [] } } });
    expect((await send('0999999999')).raw).toBe(known.raw);
    expect(await stack.upstreamCalls(NO_LOGIN)).toBe(2);
  });
});
