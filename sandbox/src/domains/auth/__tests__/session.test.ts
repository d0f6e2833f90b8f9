import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desEncryptPayload, encryptCall, rsaEncryptKey, TEST_SESSION_KEY } from '../../../testing/client-encryption.js';
import { startTestSandbox } from '../../../testing/platform-client.js';
import type { PlatformClient } from '../../../testing/platform-client.js';

let client: PlatformClient;

beforeAll(async () => {
  client = await startTestSandbox();
});
afterAll(() => client.sandbox.close());
beforeEach(() => client.sandbox.reset());

const CAPTCHA_MESSAGE = 'Please Enter The Correct Captcha Code';

async function failTimes(username: string, times: number): Promise<void> {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const answer = await client.login({ username, password: 'wrong-password' });
    expect(answer.body.errorCode).toBe('USER_PASSWORD_ERROR');
  }
}

async function freshCaptcha(): Promise<{ cookie: string; answer: string }> {
  const image = await client.call('/wps/captcha', { moduleId: 'CAPTCHA3' });
  const cookie = image.headers.get('set-cookie')?.split(';')[0] ?? '';
  const { answer } = await client.lastCaptcha();
  return { cookie, answer };
}

describe('RSA key', () => {
  it('is plain text: the 1024-bit modulus as lowercase hex', async () => {
    const answer = await client.call('/wps/session/key/rsa?t=1735000000000');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(answer.text).toMatch(/^[0-9a-f]{256}$/);
  });

  it('changes on rotation, after which the old modulus is refused with encryption.invalid', async () => {
    const before = await client.modulus();
    const rotated = await client.control('/rotate-key', 'POST');
    const after = await client.modulus();
    expect(after).not.toBe(before);
    expect(rotated.body).toEqual({ modulus: after });
    const stale = encryptCall({ username: 'player01', password: 'secret88', type: 'username' }, before);
    const answer = await client.call('/wps/session/login', {
      method: 'POST',
      headers: { Encryption: stale.encryption },
      body: stale.body,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      errorCode: 'encryption.invalid',
      message: 'Invalid encrypted payload',
      value: null,
    });
  });
});

describe('login', () => {
  it('logs in with an encrypted body and answers the session value', async () => {
    const answer = await client.login({ username: 'player01', password: 'secret88' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'success' });
    expect(answer.body.value).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      id: 100001,
      userName: 'player01',
      customerType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
    });
  });

  it('accepts the bare base64 body under text/plain and application/json, and grouped RSA hex', async () => {
    const modulus = await client.modulus();
    const cipher = desEncryptPayload({ username: 'agent01', password: 'secret88', type: 'username' }, TEST_SESSION_KEY);
    const grouped = rsaEncryptKey(TEST_SESSION_KEY, modulus).match(/.{1,4}/g)?.join(' ') ?? '';
    for (const contentType of ['text/plain', 'application/json']) {
      const answer = await client.call('/wps/session/login', {
        method: 'POST',
        headers: { Encryption: grouped, 'Content-Type': contentType },
        body: cipher,
      });
      expect(answer.body.value).toMatchObject({ userName: 'agent01', customerType: 1 });
    }
  });

  it('refuses a missing Encryption header or an undecryptable body with encryption.invalid', async () => {
    const { body, encryption } = encryptCall({ username: 'player01', password: 'secret88' }, await client.modulus());
    const noHeader = await client.call('/wps/session/login', { method: 'POST', body });
    const badBody = await client.call('/wps/session/login', {
      method: 'POST',
      headers: { Encryption: encryption },
      body: { value: 'AAAAAAAAAAA=' },
    });
    for (const answer of [noHeader, badBody]) {
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('encryption.invalid');
    }
  });

  it('reports a first login once and matches usernames case-insensitively', async () => {
    const first = await client.login({ username: 'PLAYER02', password: '123456' });
    expect(first.body.value).toMatchObject({ userName: 'player02', firstTimeLogin: true });
    const second = await client.login({ username: 'player02', password: '123456' });
    expect(second.body.value).toMatchObject({ firstTimeLogin: false });
  });

  it('answers a wrong username or password with HTTP 200 USER_PASSWORD_ERROR', async () => {
    for (const [username, password] of [
      ['player01', 'nope'],
      ['nobody', 'secret88'],
    ]) {
      const answer = await client.login({ username, password });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: false,
        errorCode: 'USER_PASSWORD_ERROR',
        message: 'Incorrect username or password',
        value: null,
      });
    }
  });

  it('refuses a payload without username or password with request_param_err', async () => {
    const answer = await client.login({ username: 'player01' });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('request_param_err');
  });
});

describe('captcha after failed logins', () => {
  it('flags the captcha on the third failure and then demands it even with the right password', async () => {
    await failTimes('player01', 2);
    const third = await client.login({ username: 'player01', password: 'still-wrong' });
    expect(third.body).toMatchObject({ errorCode: 'USER_PASSWORD_ERROR', value: { captcha: true } });
    const right = await client.login({ username: 'player01', password: 'secret88' });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({
      success: false,
      errorCode: 'captcha.required',
      message: CAPTCHA_MESSAGE,
      value: { captcha: true },
    });
    expect((await client.login({ username: 'vip01', password: 'secret88' })).body.success).toBe(true);
  });

  it('accepts the right password with the captcha bound to the cookie, then clears the count', async () => {
    await failTimes('player01', 3);
    const { cookie, answer } = await freshCaptcha();
    const wrongCaptcha = await client.login(
      { username: 'player01', password: 'secret88', captcha: answer === '0000' ? '1111' : '0000' },
      { Cookie: cookie },
    );
    expect(wrongCaptcha.body.errorCode).toBe('captcha.required');

    const next = await freshCaptcha();
    const ok = await client.login({ username: 'player01', password: 'secret88', captcha: next.answer }, { Cookie: next.cookie });
    expect(ok.body.success).toBe(true);
    expect((await client.login({ username: 'player01', password: 'secret88' })).body.success).toBe(true);
  });

  it('spends a captcha on its first check', async () => {
    await failTimes('player01', 3);
    const { cookie, answer } = await freshCaptcha();
    const wrongPassword = await client.login(
      { username: 'player01', password: 'bad', captcha: answer },
      { Cookie: cookie },
    );
    expect(wrongPassword.body).toMatchObject({ errorCode: 'USER_PASSWORD_ERROR', value: { captcha: true } });
    const reused = await client.login({ username: 'player01', password: 'secret88', captcha: answer }, { Cookie: cookie });
    expect(reused.body.errorCode).toBe('captcha.required');
  });

  it('needs the cookie: the right answer without it fails', async () => {
    await failTimes('player01', 3);
    const { answer } = await freshCaptcha();
    const answerOnly = await client.login({ username: 'player01', password: 'secret88', captcha: answer });
    expect(answerOnly.body.errorCode).toBe('captcha.required');
  });
});

describe('session life', () => {
  it('dies after the idle TTL on the sandbox clock, and each call restarts the timer', async () => {
    const start = Date.now();
    await client.control('/clock', 'PUT', { now: start });
    const token = await client.token('player01', 'secret88');
    await client.control('/clock', 'PUT', { now: start + 29 * 60_000 });
    expect((await client.call('/wps/member/info', { token })).status).toBe(200);
    await client.control('/clock', 'PUT', { now: start + 58 * 60_000 });
    expect((await client.call('/wps/member/info', { token })).status).toBe(200);
    await client.control('/clock', 'PUT', { now: start + 88 * 60_000 + 1 });
    const expired = await client.call('/wps/member/info', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.errorCode).toBe('login.not.session');
  });

  it('honours the tokenTtlMs option', async () => {
    const short = await startTestSandbox({ tokenTtlMs: 1000 });
    try {
      await short.control('/clock', 'PUT', { now: 1_000_000 });
      const token = await short.token('player01', 'secret88');
      await short.control('/clock', 'PUT', { now: 1_002_000 });
      expect((await short.call('/wps/member/info', { token })).status).toBe(401);
    } finally {
      await short.sandbox.close();
    }
  });

  it('keeps one session per account: a new login kills the previous token', async () => {
    const first = await client.token('player01', 'secret88');
    const second = await client.token('player01', 'secret88');
    expect((await client.call('/wps/member/info', { token: first })).status).toBe(401);
    expect((await client.call('/wps/member/info', { token: second })).status).toBe(200);
  });

  it('allows parallel sessions when singleSession is off', async () => {
    const multi = await startTestSandbox({ singleSession: false });
    try {
      const first = await multi.token('player01', 'secret88');
      await multi.token('player01', 'secret88');
      expect((await multi.call('/wps/member/info', { token: first })).status).toBe(200);
    } finally {
      await multi.sandbox.close();
    }
  });

  it('logs out with DELETE; the token is dead afterwards', async () => {
    const token = await client.token('player01', 'secret88');
    const logout = await client.call('/wps/session/logout', { method: 'DELETE', token });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true, message: 'success', value: null });
    expect((await client.call('/wps/member/info', { token })).status).toBe(401);
    expect((await client.call('/wps/session/logout', { method: 'DELETE', token })).status).toBe(401);
  });

  it('kills sessions from the control API, per account or all', async () => {
    const player = await client.token('player01', 'secret88');
    const vip = await client.token('vip01', 'secret88');
    expect((await client.control('/sessions/expire', 'POST', { account: 'player01' })).body).toEqual({ expired: 1 });
    expect((await client.call('/wps/member/info', { token: player })).status).toBe(401);
    expect((await client.call('/wps/member/info', { token: vip })).status).toBe(200);
    expect((await client.control('/sessions/expire', 'POST')).body).toEqual({ expired: 1 });
    expect((await client.call('/wps/member/info', { token: vip })).status).toBe(401);
  });
});
