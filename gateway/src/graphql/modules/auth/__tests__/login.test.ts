import { describe, expect, it } from 'vitest';
import { createSessionSealer } from '../../../../infra/session/sealer.js';
import { callKey, TEST_SESSION_SECRET } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { payloadOf } from '../../../../testing/graphql-replies.js';
import { LOGIN_MUTATION, lastCaptchaAnswer, openBrowser, REQUEST_CAPTCHA, type LoginShape, type TestBrowser } from '../../../../testing/test-browser.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

const sealer = createSessionSealer(TEST_SESSION_SECRET, 3600);

async function login(browser: TestBrowser, input: Record<string, unknown>) {
  const reply = await browser.gql<{ login: LoginShape }>(LOGIN_MUTATION, { input });
  return { reply, payload: payloadOf(reply, 'login') };
}

describe('login by username and password', () => {
  // Throttles have their own tests; here the same usernames fail many times within a minute.
  const stack = useGatewayStack({ env: { LOGIN_LIMIT_PER_USERNAME: '1000', LOGIN_LIMIT_PER_IP: '1000' } }, { reset: true });

  it('logs a member in and opens a session', async () => {
    const { reply, payload } = await login(openBrowser(stack), { username: 'player01', password: 'secret88' });
    expect(payload).toMatchObject({ userErrors: [], captchaRequired: false, firstTimeLogin: false, passwordChangeRequired: false });
    expect(payload.viewer?.member).toMatchObject({ account: 'player01', accountType: 'MEMBER' });
    expect((await sealer.unseal(reply.session ?? ''))?.account).toBe('player01');
  });

  it('answers a wrong password with INVALID_CREDENTIALS and no session', async () => {
    const { reply, payload } = await login(openBrowser(stack), { username: 'player01', password: 'wrong-one' });
    expect(payload.userErrors.map((e) => e.code)).toEqual(['INVALID_CREDENTIALS']);
    expect(payload.viewer).toBeNull();
    expect(reply.session).toBeUndefined();
  });

  it('reveals the captcha when the platform asks, then logs in with the answer bound to this browser', async () => {
    const browser = openBrowser(stack);
    for (let i = 0; i < 2; i += 1) await login(browser, { username: 'player01', password: 'wrong-one' });
    const third = await login(browser, { username: 'player01', password: 'wrong-one' });
    expect(third.payload.captchaRequired).toBe(true);
    expect(third.payload.userErrors.map((e) => e.code)).toEqual(['INVALID_CREDENTIALS', 'CAPTCHA_REQUIRED']);

    const withoutCaptcha = await login(browser, { username: 'player01', password: 'secret88' });
    expect(withoutCaptcha.payload).toMatchObject({ captchaRequired: true, viewer: null });
    expect(withoutCaptcha.payload.userErrors).toEqual([expect.objectContaining({ field: 'captcha', code: 'CAPTCHA_REQUIRED' })]);

    const image = await browser.gql<{ requestCaptcha: { image: string } }>(REQUEST_CAPTCHA);
    expect(image.body.data?.requestCaptcha.image).toMatch(/^data:image\/png;base64,/);
    const answer = await lastCaptchaAnswer(stack);
    const solved = await login(browser, { username: 'player01', password: 'secret88', captcha: answer });
    expect(solved.payload.userErrors).toEqual([]);
    expect(solved.payload.viewer?.member.account).toBe('player01');
  });

  it('does not accept a captcha answered in another browser', async () => {
    const owner = openBrowser(stack);
    const other = openBrowser(stack);
    for (let i = 0; i < 3; i += 1) await login(other, { username: 'player01', password: 'wrong-one' });
    await owner.gql(REQUEST_CAPTCHA);
    const answer = await lastCaptchaAnswer(stack);
    const attempt = await login(other, { username: 'player01', password: 'secret88', captcha: answer });
    expect(attempt.payload.userErrors.map((e) => e.code)).toEqual(['CAPTCHA_INVALID']);
  });

  it('refuses a non-agent at the agent entry: NOT_AGENT, no session, platform session ended', async () => {
    await stack.control('DELETE', '/calls');
    const { reply, payload } = await login(openBrowser(stack), { username: 'player01', password: 'secret88', entry: 'AGENT' });
    expect(payload.userErrors.map((e) => e.code)).toEqual(['NOT_AGENT']);
    expect(payload.viewer).toBeNull();
    expect(reply.session).toBeUndefined();
    expect(await stack.upstreamCalls(callKey(calls.logout))).toBe(1);
  });

  it('lets every agent type in through the agent entry', async () => {
    for (const account of ['agent01', 'agent02', 'agent41', 'agent42']) {
      const { payload } = await login(openBrowser(stack), { username: account, password: 'secret88', entry: 'AGENT' });
      expect(payload.userErrors).toEqual([]);
      expect(payload.viewer?.member).toMatchObject({ account, accountType: 'AGENT', isAgent: true });
    }
  });

  it('refuses an account that may not log in with ACCOUNT_LOCKED', async () => {
    const { reply, payload } = await login(openBrowser(stack), { username: 'locked01', password: 'secret88' });
    expect(payload.userErrors.map((e) => e.code)).toEqual(['ACCOUNT_LOCKED']);
    expect(reply.session).toBeUndefined();
  });

  it('reports a first login, and a forced change for the default password 123456', async () => {
    const { reply, payload } = await login(openBrowser(stack), { username: 'player02', password: '123456' });
    expect(payload).toMatchObject({ firstTimeLogin: true, passwordChangeRequired: true, userErrors: [] });
    expect((await sealer.unseal(reply.session ?? ''))?.passwordChangeRequired).toBe(true);
    const again = await login(openBrowser(stack), { username: 'player02', password: '123456' });
    expect(again.payload.firstTimeLogin).toBe(false);
  });

  it('forces a change of an expired password only while PWDEXPFORCECHANGE3 is on', async () => {
    const on = await login(openBrowser(stack), { username: 'player03', password: 'secret88' });
    expect(on.payload).toMatchObject({ passwordChangeRequired: true, userErrors: [] });

    await stack.control('PUT', '/switches', { PWDEXPFORCECHANGE3: false });
    // A new address reads the switches afresh (status is cached per visitor IP).
    const off = await login(openBrowser(stack), { username: 'player03', password: 'secret88' });
    expect(off.payload).toMatchObject({ passwordChangeRequired: false, userErrors: [] });
  });

  it('asks for an SMS login when the platform wants the new address verified', async () => {
    const { payload } = await login(openBrowser(stack), { username: 'ipcheck01', password: 'secret88' });
    expect(payload.userErrors.map((e) => e.code)).toEqual(['NOT_ALLOWED']);
    expect(payload.viewer).toBeNull();
  });

  it('validates at the gateway and logs out', async () => {
    await stack.control('DELETE', '/calls');
    const blank = await login(openBrowser(stack), { username: ' ', password: '', captcha: 'x'.repeat(40) });
    expect(blank.payload.userErrors.map((e) => [e.field, e.code])).toEqual([
      ['username', 'REQUIRED'],
      ['password', 'REQUIRED'],
      ['captcha', 'TOO_LONG'],
    ]);
    expect(await stack.upstreamCalls(callKey(calls.login))).toBe(0);

    const browser = openBrowser(stack);
    await login(browser, { username: 'player01', password: 'secret88' });
    const out = await browser.gql<{ logout: { viewer: null } }>('mutation { logout { viewer { member { id } } userErrors { code } } }');
    expect(out.body.data?.logout.viewer).toBeNull();
    expect(browser.cookies.has('saola_session')).toBe(false);
    expect((await browser.gql<{ viewer: unknown }>('{ viewer { member { id } } }')).body.data?.viewer).toBeNull();
  });
});
