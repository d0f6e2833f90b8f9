import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { beforeEach, describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { payloadOf } from '../../../../testing/graphql-replies.js';
import { LOGIN_MUTATION, openBrowser, REQUEST_SMS, shareSwitchChanges, SMS_LOGIN_MUTATION, lastSmsCode, type LoginShape, type SmsShape, type TestBrowser } from '../../../../testing/test-browser.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

const START = 'mutation { startHumanVerification { challenge userErrors { code } } }';
const OPTIONS = 'query { site { loginOptions { humanVerification { provider siteKey } } } }';

/** What the ALTCHA widget does in the browser: fetch a challenge, solve it, send the base64 payload. */
async function solvedChallenge(browser: TestBrowser): Promise<string> {
  const reply = await browser.gql<{ startHumanVerification: { challenge: string } }>(START);
  const challenge = JSON.parse(reply.body.data?.startHumanVerification.challenge ?? 'null') as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('the challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

async function login(browser: TestBrowser, challenge?: string): Promise<LoginShape> {
  const input = { username: 'player01', password: 'secret88', ...(challenge === undefined ? {} : { challenge }) };
  return payloadOf(await browser.gql<{ login: LoginShape }>(LOGIN_MUTATION, { input }), 'login');
}

const required = [expect.objectContaining({ field: 'challenge', code: 'VERIFICATION_REQUIRED' })];

describe('human verification (ALTCHA) before logins and SMS sends', () => {
  const stack = useGatewayStack({}, { reset: true });
  beforeEach(async () => {
    await stack.control('PUT', '/login-settings', { humanVerification: true });
    await stack.control('PUT', '/switches', { MOBILEVERCODELOGIN3: true });
  });

  it('tells the forms which challenge to show while the platform requires one, and nothing otherwise', async () => {
    const shown = await openBrowser(stack).gql<{ site: { loginOptions: { humanVerification: unknown } } }>(OPTIONS);
    expect(shown.body.data?.site.loginOptions.humanVerification).toEqual({ provider: 'ALTCHA', siteKey: null });
    await stack.control('PUT', '/login-settings', { humanVerification: false });
    await shareSwitchChanges(stack);
    const hidden = await openBrowser(stack).gql<{ site: { loginOptions: { humanVerification: unknown } } }>(OPTIONS);
    expect(hidden.body.data?.site.loginOptions.humanVerification).toBeNull();
  });

  it('refuses a login without a solved challenge before the platform, passes a solved one on, and refuses its replay', async () => {
    const browser = openBrowser(stack);
    await stack.control('DELETE', '/calls');
    expect((await login(browser)).userErrors).toEqual(required);
    expect((await login(browser, 'bm90IGEgcGF5bG9hZA==')).userErrors).toEqual(required);
    expect(await stack.upstreamCalls(callKey(calls.login))).toBe(0);

    const solved = await solvedChallenge(browser);
    const first = await login(browser, solved);
    expect(first.userErrors).toEqual([]);
    expect(first.viewer?.member.account).toBe('player01');
    expect(await stack.upstreamCalls(callKey(calls.login))).toBe(1);

    // The same proof again, from another browser: the gateway knows it is spent and does not ask the platform.
    expect((await login(openBrowser(stack), solved)).userErrors).toEqual(required);
    expect(await stack.upstreamCalls(callKey(calls.login))).toBe(1);
  });

  it('asks for a challenge before sending an SMS code for login or registration, and with it the SMS login succeeds', async () => {
    const browser = openBrowser(stack);
    const sms = (input: Record<string, unknown>) => browser.gql<SmsShape>(REQUEST_SMS, { input });
    const loginCode = { purpose: 'LOGIN', mobile: '0901234567', countryDialingCode: '84' };
    expect((await sms(loginCode)).body.data?.requestSmsCode.userErrors).toEqual(required);
    const sent = await sms({ ...loginCode, challenge: await solvedChallenge(browser) });
    expect(sent.body.data?.requestSmsCode.userErrors).toEqual([]);

    const smsCode = await lastSmsCode(stack, '0901234567');
    const smsLogin = (challenge?: string) =>
      browser.gql<{ loginWithSms: LoginShape }>(SMS_LOGIN_MUTATION, { input: { mobile: '0901234567', countryDialingCode: '84', smsCode, ...(challenge === undefined ? {} : { challenge }) } });
    expect(payloadOf(await smsLogin(), 'loginWithSms').userErrors).toEqual(required);
    expect(payloadOf(await smsLogin(await solvedChallenge(browser)), 'loginWithSms').viewer?.member.account).toBe('player01');

    await stack.control('PUT', '/switches', { REGMOBVERF3: true, MOBILENUMREG3: true });
    const registerCode = { purpose: 'REGISTER', mobile: '0912345670', countryDialingCode: '84', registrationMethod: 'MOBILE' };
    const other = openBrowser(stack);
    expect((await other.gql<SmsShape>(REQUEST_SMS, { input: registerCode })).body.data?.requestSmsCode.userErrors).toEqual(required);
    const registered = await other.gql<SmsShape>(REQUEST_SMS, { input: { ...registerCode, challenge: await solvedChallenge(other) } });
    expect(registered.body.data?.requestSmsCode.userErrors).toEqual([]);
  });
});
