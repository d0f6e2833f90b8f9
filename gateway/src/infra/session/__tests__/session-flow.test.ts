import { describe, expect, it } from 'vitest';
import { createSessionSealer } from '../sealer.js';
import { callKey, LOGIN, TEST_SESSION_SECRET, VIEWER } from '../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';
import { errorCode } from '../../../testing/graphql-replies.js';
import { calls } from '../../upstream/catalogue.js';

const LOGOUT = 'mutation { logout { viewer { member { id } } userErrors { code } } }';

describe('session through the sealed cookie', () => {
  const stack = useGatewayStack({}, { reset: true });
  const sealer = createSessionSealer(TEST_SESSION_SECRET, 3600);

  it('logs in, sets an httpOnly SameSite=Lax cookie and never returns the token', async () => {
    const reply = await stack.gql<{ login: { viewer: { member: { nickname: string }; wallet: { balance: string } } } }>(LOGIN, {
      input: { username: ' player01 ', password: 'secret88' },
    });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.login.viewer.member.nickname).toBe('Minh Anh');
    expect(reply.body.data?.login.viewer.wallet.balance).toMatch(/^\d+\.\d{2}$/);

    const cookie = reply.setCookie.find((c) => c.startsWith('saola_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);

    const data = await sealer.unseal(reply.session ?? '');
    expect(data?.token).toBeTruthy();
    expect(reply.raw).not.toContain(data?.token ?? 'unreachable');
    expect(reply.session).not.toContain(data?.token ?? 'unreachable');
  });

  it('reads the viewer from the cookie, and null without one', async () => {
    const session = await stack.login();
    const viewer = await stack.gql<{ viewer: { member: { account: string; accountType: string; isTrial: boolean } } }>(VIEWER, {}, { session });
    expect(viewer.body.data?.viewer.member).toMatchObject({ account: 'player01', accountType: 'MEMBER', isTrial: false });
    expect((await stack.gql(VIEWER)).body.data).toEqual({ viewer: null });
  });

  it('treats a tampered cookie as logged out and clears it', async () => {
    const session = await stack.login();
    const tampered = `${session.slice(0, -4)}AAAA`;
    const reply = await stack.gql(VIEWER, {}, { session: tampered });
    expect(reply.body.data).toEqual({ viewer: null });
    expect(reply.session).toBe('');
  });

  it('clears the cookie and answers UNAUTHENTICATED when the platform drops the token', async () => {
    const session = await stack.login();
    await stack.control('POST', '/sessions/expire', { account: 'player01' });
    const reply = await stack.gql(VIEWER, {}, { session });
    expect(reply.status).toBe(200);
    expect(errorCode(reply)).toBe('UNAUTHENTICATED');
    expect(reply.session).toBe('');
  });

  it('reports wrong credentials as a userError and sets no cookie', async () => {
    const reply = await stack.gql<{ login: { viewer: unknown; userErrors: { code: string }[] } }>(LOGIN, {
      input: { username: 'player01', password: 'wrong-password' },
    });
    expect(reply.body.data?.login.viewer).toBeNull();
    expect(reply.body.data?.login.userErrors.map((e) => e.code)).toEqual(['INVALID_CREDENTIALS']);
    expect(reply.session).toBeUndefined();
  });

  it('validates at the gateway: blank fields never reach the platform', async () => {
    await stack.control('DELETE', '/calls');
    const reply = await stack.gql<{ login: { userErrors: { field: string; code: string }[] } }>(LOGIN, {
      input: { username: '  ', password: '' },
    });
    expect(reply.body.data?.login.userErrors).toEqual([
      { field: 'username', code: 'REQUIRED', message: expect.any(String) },
      { field: 'password', code: 'REQUIRED', message: expect.any(String) },
    ]);
    expect(await stack.upstreamCalls(callKey(calls.login))).toBe(0);
  });

  it('asks for a captcha after repeated failures', async () => {
    for (let i = 0; i < 3; i += 1) await stack.gql(LOGIN, { input: { username: 'player01', password: 'nope' } });
    const reply = await stack.gql<{ login: { captchaRequired: boolean; userErrors: { code: string }[] } }>(LOGIN, {
      input: { username: 'player01', password: 'secret88' },
    });
    expect(reply.body.data?.login.captchaRequired).toBe(true);
    expect(reply.body.data?.login.userErrors[0]?.code).toBe('CAPTCHA_REQUIRED');
  });

  it('flags the default password for a forced change', async () => {
    const reply = await stack.gql<{ login: { passwordChangeRequired: boolean } }>(LOGIN, {
      input: { username: 'player02', password: '123456' },
    });
    expect(reply.body.data?.login.passwordChangeRequired).toBe(true);
  });

  it('logs out: the cookie is cleared and the platform token is dead', async () => {
    const session = await stack.login();
    const token = (await sealer.unseal(session))?.token;
    const reply = await stack.gql<{ logout: { viewer: null } }>(LOGOUT, {}, { session });
    expect(reply.body.data?.logout.viewer).toBeNull();
    expect(reply.session).toBe('');

    // Replaying the old cookie finds the platform session gone.
    const replay = await stack.gql(VIEWER, {}, { session });
    expect(errorCode(replay)).toBe('UNAUTHENTICATED');
    expect(token).toBeTruthy();
  });
});
