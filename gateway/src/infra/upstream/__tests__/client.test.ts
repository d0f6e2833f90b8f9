import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureLog } from '../../../testing/log-capture.js';
import { calls, type CallSpec } from '../catalogue.js';
import { createUpstreamClient } from '../client.js';
import { UpstreamError } from '../errors.js';
import type { UpstreamClient } from '../types.js';
import { silentLogger } from '../../../testing/silent-logger.js';
import {
  decryptLikePlatform,
  envelope,
  failure,
  headerCount,
  katModulusHex,
  startFakePlatform,
  type FakePlatform,
  type SeenRequest,
} from './fake-platform.js';

const silent = silentLogger();
const token = 'tok-3f9a1c0e77b2';

let platform: FakePlatform;
let client: UpstreamClient;

beforeEach(async () => {
  platform = await startFakePlatform();
  client = createUpstreamClient({ baseUrl: platform.url, merchant: 'SAOLA', timeoutMs: 1_000, logger: silent });
});

afterEach(async () => {
  await client.close();
  await platform.close();
});

async function failureOf(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof UpstreamError)) throw new Error(`expected an UpstreamError, got ${String(error)}`);
  return error;
}

/** Answers the RSA key with the test modulus and everything else through `answer`. */
function withRsaKey(answer: (request: SeenRequest) => ReturnType<typeof envelope>) {
  return (request: SeenRequest) =>
    request.url.startsWith('/wps/session/key/rsa') ? { text: katModulusHex } : answer(request);
}

const platformCalls = (path: string) => platform.seen.filter((request) => request.url.split('?')[0] === path);

describe('request headers', () => {
  it('sends each protocol header exactly once, with the bare token', async () => {
    platform.handle(() => envelope({ id: 7 }));
    await client.call(calls.memberInfo, {
      language: 'VI',
      token,
      clientIp: '203.0.113.9',
      requestId: 'req-1',
      cookies: { captchaId: 'c-123', lang: 'vi' },
    });
    const [request] = platform.seen;
    if (request === undefined) throw new Error('no request');
    for (const name of ['Merchant', 'ModuleId', 'Language', 'Device', 'X-Gateway-Version', 'X-Timestamp', 'Authorization', 'X-Forwarded-For', 'Cookie']) {
      expect(headerCount(request, name), name).toBe(1);
    }
    expect(request.headers).toMatchObject({
      merchant: 'SAOLA',
      moduleid: 'COMM3',
      language: 'VI',
      device: 'web',
      'x-gateway-version': '3',
      authorization: token,
      'x-forwarded-for': '203.0.113.9',
      cookie: 'captchaId=c-123; lang=vi',
    });
    expect(Number(request.headers['x-timestamp'])).toBeGreaterThan(Date.now() - 60_000);
    expect(request.method).toBe('GET');
  });

  it('uses the module id of the call and sends no Authorization on public calls', async () => {
    platform.handle(() => envelope({}));
    await client.call(calls.announcements, { language: 'EN', token });
    const [request] = platform.seen;
    expect(request?.headers.moduleid).toBe('AGEANNOUNCE3');
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('refuses a token call without a token before calling the platform', async () => {
    const error = await failureOf(client.call(calls.balance, { language: 'VI' }));
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(platform.seen).toHaveLength(0);
  });

  it('drops cookie values that could smuggle in another cookie', async () => {
    platform.handle(() => envelope(null));
    await client.call(calls.captcha, { language: 'VI', cookies: { ok: 'yes', bad: 'x; admin=1' } });
    expect(platform.seen[0]?.headers.cookie).toBe('ok=yes');
  });
});

describe('query strings and bodies', () => {
  it('puts GET parameters in the query string and skips undefined ones', async () => {
    platform.handle(() => envelope({ sumBalance: '1.00' }));
    await client.call(calls.balance, { language: 'VI', token, query: { typeId: 0, flag: true, skipped: undefined, name: 'a b&c' } });
    expect(platform.seen[0]?.url).toBe('/wps/v2/wallets/balance?typeId=0&flag=true&name=a+b%26c');
    expect(platform.seen[0]?.body).toBe('');
  });

  it('sends JSON bodies with application/json', async () => {
    const feedback: CallSpec = { name: 'feedback', method: 'PUT', path: '/wps/member/feedback', module: 'FEEDBACK3', auth: 'token', envelope: true };
    platform.handle(() => envelope(true));
    await client.call(feedback, { language: 'VI', token, body: { content: 'Xin chào' } });
    expect(platform.seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(platform.seen[0]?.body ?? '')).toEqual({ content: 'Xin chào' });
  });

  it('sends form bodies url-encoded when the spec says form', async () => {
    const passwordEmail: CallSpec = { name: 'passwordEmail', method: 'POST', path: '/wps/member/password/email', module: 'PASS3', auth: 'none', envelope: true, form: true };
    platform.handle(() => envelope(true));
    await client.call(passwordEmail, { language: 'VI', body: { account: 'alice', email: 'a@example.com' } });
    expect(platform.seen[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(platform.seen[0]?.body).toBe('account=alice&email=a%40example.com');
  });

  it('keeps a path prefix in the base URL', async () => {
    const prefixed = createUpstreamClient({ baseUrl: `${platform.url}/merchant-a/`, merchant: 'SAOLA', timeoutMs: 1_000, logger: silent });
    platform.handle(() => envelope({}));
    await prefixed.call(calls.systemStatus, { language: 'VI' });
    await prefixed.close();
    expect(platform.seen[0]?.url).toBe('/merchant-a/wps/system/status');
  });
});

describe('answers', () => {
  it('returns the envelope value, message and Set-Cookie cookies', async () => {
    platform.handle(() => ({
      body: { success: true, message: 'ok', value: 'iVBORw0KGgo=' },
      headers: { 'Set-Cookie': ['captchaId=cap-42; Path=/; HttpOnly', 'other="quoted"; Max-Age=60'] },
    }));
    const response = await client.request<string>(calls.captcha, { language: 'VI' });
    expect(response).toEqual({ value: 'iVBORw0KGgo=', message: 'ok', cookies: { captchaId: 'cap-42', other: 'quoted' } });
  });

  it('returns the whole body for envelope-less /lgw calls', async () => {
    const popular: CallSpec = { name: 'popularLottery', method: 'GET', path: '/lgw/games/popular', module: 'GAMELO3', auth: 'none', envelope: false };
    platform.handle(() => ({ body: [{ gameCode: 'VN_NORTH' }] }));
    expect(await client.call(popular, { language: 'VI' })).toEqual([{ gameCode: 'VN_NORTH' }]);
  });

  it.each([
    { status: 200, errorCode: 'USER_NOT_EXIST', expected: 'REJECTED' },
    { status: 400, errorCode: 'us_forbidden_login_error', expected: 'REJECTED' },
    { status: 200, errorCode: undefined, expected: 'REJECTED' },
    { status: 401, errorCode: 'login.not.session', expected: 'UNAUTHENTICATED' },
    { status: 401, errorCode: undefined, expected: 'UNAUTHENTICATED' },
    { status: 200, errorCode: 'user.or.token.invalid', expected: 'UNAUTHENTICATED' },
    { status: 200, errorCode: 'CUSTOMER_NOT_LOGIN', expected: 'UNAUTHENTICATED' },
    { status: 400, errorCode: 'token_ip_different', expected: 'UNAUTHENTICATED' },
    { status: 400, errorCode: 'function.not.available', expected: 'MAINTENANCE' },
    { status: 403, errorCode: 'region.restricted', expected: 'REGION_BLOCKED' },
    { status: 200, errorCode: 'region.restricted', expected: 'REGION_BLOCKED' },
    { status: 403, errorCode: 'access.denied', expected: 'FORBIDDEN' },
    { status: 429, errorCode: undefined, expected: 'RATE_LIMITED' },
    { status: 400, errorCode: 'TOO_MANY_REQUESTS', expected: 'RATE_LIMITED' },
    { status: 500, errorCode: '#727', expected: 'UPSTREAM_UNAVAILABLE' },
    { status: 200, errorCode: '#727', expected: 'UPSTREAM_UNAVAILABLE' },
    { status: 502, errorCode: undefined, expected: 'UPSTREAM_UNAVAILABLE' },
    { status: 500, errorCode: '#734', expected: 'REJECTED' },
    { status: 400, errorCode: 'request_param_err', expected: 'INTERNAL' },
    { status: 400, errorCode: 'request_body_required', expected: 'INTERNAL' },
    { status: 405, errorCode: '#459', expected: 'INTERNAL' },
  ])('maps HTTP $status $errorCode to $expected', async ({ status, errorCode, expected }) => {
    platform.handle(() => failure(status, errorCode, 'Please Enter The Correct Captcha Code', { captcha: true }));
    const error = await failureOf(client.call(calls.systemStatus, { language: 'VI' }));
    expect(error.code).toBe(expected);
    expect(error.call).toBe('systemStatus');
    expect(error.status).toBe(status);
    expect(error.upstreamCode).toBe(errorCode);
    expect(error.upstreamMessage).toBe('Please Enter The Correct Captcha Code');
    expect(error.value).toEqual({ captcha: true });
  });

  it.each([
    { status: 200, text: '<html>oops</html>', expected: 'INTERNAL' },
    { status: 200, text: '{"data":1}', expected: 'INTERNAL' },
    { status: 404, text: 'Not Found', expected: 'INTERNAL' },
    { status: 503, text: '<html>Service Unavailable</html>', expected: 'UPSTREAM_UNAVAILABLE' },
    { status: 401, text: 'Unauthorized', expected: 'UNAUTHENTICATED' },
  ])('maps an unreadable HTTP $status answer to $expected', async ({ status, text, expected }) => {
    platform.handle(() => ({ status, text }));
    const error = await failureOf(client.call(calls.whitelabel, { language: 'VI' }));
    expect(error.code).toBe(expected);
  });

  it('keeps the upstream message and URL out of the error message', async () => {
    platform.handle(() => failure(400, 'USER_NOT_EXIST', 'Người dùng không tồn tại'));
    const error = await failureOf(client.call(calls.systemStatus, { language: 'VI' }));
    expect(error.message).not.toContain('Người dùng');
    expect(error.message).not.toContain(platform.url);
  });
});

describe('timeouts and retries', () => {
  it('turns a timeout into UPSTREAM_UNAVAILABLE without retrying', async () => {
    const slow = { ...calls.systemStatus, timeoutMs: 100 };
    // Far slower than the deadline, so the answer before it can only be the deadline's, however busy the machine.
    const delayMs = 10_000;
    platform.handle(() => ({ ...envelope({}), delayMs }));
    const started = Date.now();
    const error = await failureOf(client.call(slow, { language: 'VI' }));
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(delayMs);
    expect(platform.seen).toHaveLength(1);
  });

  it('uses the client default timeout when the spec has none', async () => {
    const quick = createUpstreamClient({ baseUrl: platform.url, merchant: 'SAOLA', timeoutMs: 100, logger: silent });
    platform.handle(() => ({ ...envelope({}), delayMs: 10_000 }));
    const error = await failureOf(quick.call(calls.systemStatus, { language: 'VI' }));
    await quick.close();
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('retries a GET once after a 503', async () => {
    let count = 0;
    platform.handle(() => (++count === 1 ? failure(503, undefined) : envelope({ maintenance: false })));
    expect(await client.call(calls.systemStatus, { language: 'VI' })).toEqual({ maintenance: false });
    expect(platform.seen).toHaveLength(2);
  });

  it('gives up on a GET after the second 5xx', async () => {
    platform.handle(() => failure(500, '#727', 'system busy'));
    const error = await failureOf(client.call(calls.systemStatus, { language: 'VI' }));
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(platform.seen).toHaveLength(2);
  });

  it('does not retry a GET refused with 4xx', async () => {
    platform.handle(() => failure(400, 'request_param_err'));
    await failureOf(client.call(calls.systemStatus, { language: 'VI' }));
    expect(platform.seen).toHaveLength(1);
  });

  it('never retries a non-GET, even on 503', async () => {
    platform.handle(() => failure(503, undefined));
    const error = await failureOf(client.call(calls.logout, { language: 'VI', token }));
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(platform.seen).toHaveLength(1);
    expect(platform.seen[0]?.method).toBe('DELETE');
  });

  it('maps an unreachable platform to UPSTREAM_UNAVAILABLE', async () => {
    const url = platform.url;
    await platform.close();
    const unreachable = createUpstreamClient({ baseUrl: url, merchant: 'SAOLA', timeoutMs: 500, logger: silent });
    const error = await failureOf(unreachable.call(calls.systemStatus, { language: 'VI' }));
    await unreachable.close();
    platform = await startFakePlatform();
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.status).toBeUndefined();
  });

  it('stops when the caller aborts, without retrying', async () => {
    platform.handle(() => ({ ...envelope({}), delayMs: 10_000 }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failureOf(client.call(calls.systemStatus, { language: 'VI', signal: controller.signal }));
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(platform.seen).toHaveLength(1);
  });
});

describe('encrypted calls', () => {
  const credentials = { account: 'alice01', password: 'S3cret-pass', captcha: '' };

  it('wraps a fresh transport key in RSA and DES-encrypts the body', async () => {
    const keys: string[] = [];
    platform.handle(
      withRsaKey((request) => {
        const { transportKey, payload } = decryptLikePlatform(request);
        keys.push(transportKey);
        expect(payload).toEqual(credentials);
        return envelope({ token, id: 1, userName: 'alice01' });
      }),
    );
    const first = await client.call<{ token: string }>(calls.login, { language: 'VI', body: credentials });
    await client.call(calls.login, { language: 'VI', body: credentials });

    expect(first.token).toBe(token);
    const [login] = platformCalls('/wps/session/login');
    expect(login?.method).toBe('POST');
    expect(login?.headers['content-type']).toBe('application/json');
    expect(login?.headers.encryption).toMatch(/^[0-9a-f]+$/);
    expect(login?.headers.moduleid).toBe('COMM3');
    expect(login?.body).not.toContain('S3cret-pass');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9A-Za-z]{16}$/);
    expect(keys[0]).not.toBe(keys[1]);
    // The key is fetched once and shared.
    expect(platformCalls('/wps/session/key/rsa')).toHaveLength(1);
    expect(platformCalls('/wps/session/key/rsa')[0]?.url).toMatch(/^\/wps\/session\/key\/rsa\?t=\d+$/);
  });

  it('fetches the RSA key once for a burst of concurrent logins', async () => {
    platform.handle(withRsaKey(() => envelope({ token })));
    await Promise.all(Array.from({ length: 20 }, () => client.call(calls.login, { language: 'VI', body: credentials })));
    expect(platformCalls('/wps/session/key/rsa')).toHaveLength(1);
    expect(platformCalls('/wps/session/login')).toHaveLength(20);
  });

  it('refetches the key and retries once when the platform answers encryption.invalid', async () => {
    let logins = 0;
    platform.handle(withRsaKey(() => (++logins === 1 ? failure(400, 'encryption.invalid') : envelope({ token }))));
    const value = await client.call<{ token: string }>(calls.login, { language: 'VI', body: credentials });
    expect(value.token).toBe(token);
    expect(platformCalls('/wps/session/key/rsa')).toHaveLength(2);
    expect(platformCalls('/wps/session/login')).toHaveLength(2);
  });

  it('retries encryption.invalid only once', async () => {
    platform.handle(withRsaKey(() => failure(400, 'encryption.invalid')));
    const error = await failureOf(client.call(calls.login, { language: 'VI', body: credentials }));
    expect(error.code).toBe('INTERNAL');
    expect(platformCalls('/wps/session/login')).toHaveLength(2);
  });

  it('never retries a login the platform refused for a business reason', async () => {
    platform.handle(withRsaKey(() => failure(200, undefined, 'Please Enter The Correct Captcha Code', { captcha: true })));
    const error = await failureOf(client.call(calls.login, { language: 'VI', body: credentials }));
    expect(error.code).toBe('REJECTED');
    expect(error.value).toEqual({ captcha: true });
    expect(platformCalls('/wps/session/login')).toHaveLength(1);
  });

  it('reports UPSTREAM_UNAVAILABLE when the key cannot be fetched', async () => {
    platform.handle(() => failure(503, undefined));
    const error = await failureOf(client.call(calls.login, { language: 'VI', body: credentials }));
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(platformCalls('/wps/session/login')).toHaveLength(0);
  });
});

describe('ping', () => {
  it('succeeds when the key endpoint answers', async () => {
    platform.handle(withRsaKey(() => envelope(null)));
    await expect(client.ping()).resolves.toBeUndefined();
  });

  it('fails when the platform is down', async () => {
    platform.handle(() => ({ status: 502, text: 'Bad Gateway' }));
    await expect(client.ping()).rejects.toBeInstanceOf(UpstreamError);
  });
});

describe('logging', () => {
  it('logs each call at debug without the token, password, key, cookies or query', async () => {
    const log = captureLog();
    const logged = createUpstreamClient({ baseUrl: platform.url, merchant: 'SAOLA', timeoutMs: 1_000, logger: pino({ level: 'debug' }, log.sink) });
    platform.handle(withRsaKey(() => envelope({ token })));
    await logged.call(calls.login, { language: 'VI', body: { account: 'alice01', password: 'S3cret-pass' }, cookies: { captchaId: 'cap-secret' } });
    await logged.call(calls.balance, { language: 'VI', token, query: { typeId: 'secret-query' } });
    await logged.close();

    const output = log.lines.join('');
    const encryption = platformCalls('/wps/session/login')[0]?.headers.encryption;
    expect(typeof encryption).toBe('string');
    for (const secret of [token, 'S3cret-pass', 'cap-secret', 'secret-query', String(encryption)]) {
      expect(output).not.toContain(secret);
    }
    const entries = log.entries();
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 20, call: 'login', status: 200, method: 'POST' }),
        expect.objectContaining({ level: 20, call: 'balance', status: 200 }),
      ]),
    );
    expect(entries.every((entry) => typeof entry.ms === 'number' || entry.call === undefined)).toBe(true);
  });
});
