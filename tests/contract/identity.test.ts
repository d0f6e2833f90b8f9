import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desDecryptLink, randomTransportKey, rsaEncryptKey } from '../../gateway/src/infra/upstream/crypto.js';
import { startContractSandbox } from './support/platform-client.js';
import type { CallOptions, Method, PlatformReply } from './support/platform-client.js';

type Stack = Awaited<ReturnType<typeof startContractSandbox>>;

interface LoginValue {
  token: string;
  id: number;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

let stack: Stack;

beforeAll(async () => {
  stack = await startContractSandbox();
});
afterAll(async () => {
  await stack.close();
});
beforeEach(async () => {
  await stack.control('POST', '/reset');
});

const call = <V = unknown>(method: Method, path: string, options: CallOptions) => stack.client.call<V>(method, path, options);

function expectSuccess<V>(reply: PlatformReply<V>): V {
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body).toMatchObject({ success: true, message: 'success' });
  return reply.body.value;
}

function expectRefusal(reply: PlatformReply, status: number, errorCode: string, message?: string | RegExp): void {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.body).toMatchObject({ success: false, errorCode });
  if (message !== undefined) expect(reply.body.message).toMatch(message);
  expect(reply.text).not.toMatch(/\bat \S+\.(ts|js):\d+/);
}

const login = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  call<LoginValue>('POST', '/wps/session/login', { module: 'COMM3', encrypted: true, body: { type: 'username', ...body }, headers });

const sendNoLogin = (mobileNum: string, countryDialingCode = '+84') =>
  call<{ expiredMinutes: number }>('POST', '/wps/verification/sms/noLogin', {
    module: 'VERIFICATION3',
    body: { mobileNum, countryDialingCode },
  });

async function lastSms(mobile: string): Promise<string> {
  const sms = (await stack.control('GET', `/sms?mobile=${mobile}`)) as { code: string };
  return sms.code;
}

async function solvedCaptcha(): Promise<{ cookies: Record<string, string>; captcha: string }> {
  const image = await call<string>('GET', '/wps/captcha', { module: 'CAPTCHA3' });
  const captchaId = image.setCookies.captchaId;
  if (captchaId === undefined) throw new Error('no captchaId cookie');
  const { answer } = (await stack.control('GET', '/captcha')) as { answer: string };
  return { cookies: { captchaId }, captcha: answer };
}

async function affiliateCodeOf(account: string): Promise<string> {
  const list = (await stack.control('GET', '/affiliates')) as { account: string; affiliateCode: string }[];
  const entry = list.find((item) => item.account === account);
  if (entry === undefined) throw new Error(`no affiliate code for ${account}`);
  return entry.affiliateCode;
}

async function fetchBytes(url: string) {
  const reply = await request(url);
  return { status: reply.statusCode, type: String(reply.headers['content-type']), bytes: Buffer.from(await reply.body.arrayBuffer()) };
}

describe('session key, status and site data', () => {
  it('answers the RSA modulus as plain hex text', async () => {
    const reply = await call('GET', '/wps/session/key/rsa', { module: 'COMM3', query: { t: 1 } });
    expect(reply.status).toBe(200);
    expect(reply.text).toMatch(/^[0-9a-f]{256}$/);
  });

  it('answers status info: encrypted csType 3 link, app QR codes, socials, analytics, jackpot, register rules', async () => {
    const value = expectSuccess(
      await call<Record<string, unknown>>('GET', '/wps/system/status', { module: 'COMM3', query: { host: 'saola.example' } }),
    );
    expect(value).toMatchObject({ maintenance: false, regionRestriction: false, location: { ip: '127.0.0.1' } });
    const info = value.info as {
      customerService: { csType: number; title: string; path: string }[];
      resources: { resourceType: string; labelNameEn: string; url: string; qrCodeUrl: string }[];
      analytics: { gtagId: string };
      imageCDNs: string[];
      launchGameCDNs: string[];
      jackpot: { currencySymbol: string; baseValue: number };
      register: Record<string, { patternId: number }>;
      loginSettings: Record<string, boolean>;
    };
    const encrypted = info.customerService.find((entry) => entry.csType === 3);
    expect(encrypted && desDecryptLink(encrypted.path)).toBe('https://t.me/saola_support');
    expect(info.customerService.map((entry) => entry.csType).sort()).toEqual([1, 2, 3]);
    const types = info.resources.map((resource) => resource.resourceType);
    expect(types).toEqual(expect.arrayContaining(['IOS', 'ANDROID', 'LITE', 'TELEGRAM', 'TWITTER', 'DOUYIN', 'FACEBOOK']));
    const ios = info.resources.find((resource) => resource.resourceType === 'IOS');
    expect(ios?.qrCodeUrl).toBe(`${stack.sandbox.url}/__sandbox/assets/qr/ios.png`);
    const png = await fetchBytes(ios?.qrCodeUrl ?? '');
    expect(png.status).toBe(200);
    expect(png.type).toBe('image/png');
    expect(png.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(info.analytics.gtagId).toMatch(/^G-/);
    expect(info.imageCDNs).toEqual([`${stack.sandbox.url}/__sandbox/cdn/1`, `${stack.sandbox.url}/__sandbox/cdn/2`]);
    expect(Array.isArray(info.launchGameCDNs)).toBe(true);
    expect(info.jackpot).toMatchObject({ currencySymbol: 'K', baseValue: expect.any(Number) });
    expect(info.register.username?.patternId).toBe(1);
    expect(info.loginSettings).toMatchObject({ googleLogin: true, firebaseSms: false });
  });

  it('answers the whitelabel switch tree', async () => {
    const value = expectSuccess(
      await call<{ modId: string; enabled: string; childrenNodes: unknown[] }>('GET', '/wps/system/whitelabel', { module: 'COMM3' }),
    );
    expect(value).toMatchObject({ modId: 'WEB3', enabled: '1' });
    expect(value.childrenNodes.length).toBeGreaterThan(0);
  });

  it('answers register settings as a map of field rules', async () => {
    const value = expectSuccess(await call<Record<string, Record<string, unknown>>>('GET', '/wps/system/setting/register', { module: 'REG3' }));
    expect(value.username).toEqual({ enabled: true, required: true, acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$', patternId: 1, minLength: 6, maxLength: 12 });
    expect(value.password).toMatchObject({ patternId: 4, minLength: 6, maxLength: 12 });
    expect(value.payeeName).toMatchObject({ enabled: false });
  });

  it('answers domain lines (own origin first) and app downloads', async () => {
    const value = expectSuccess(
      await call<{ domainList: { domain: string; url: string; lineNo: number }[]; resources: { resourceType: string; qrCodeUrl: string }[] }>(
        'GET',
        '/wps/system/domainRoute',
        { module: 'COMM3' },
      ),
    );
    expect(value.domainList[0]).toMatchObject({ url: stack.sandbox.url, lineNo: 1 });
    expect(value.domainList.length).toBeGreaterThan(1);
    expect(value.resources.map((resource) => resource.resourceType).sort()).toEqual(['ANDROID', 'IOS', 'LITE']);
  });

  it('answers the help centre in Vietnamese and English, and refuses an unknown lang or device', async () => {
    type Topic = { title: string; content: string; tag: string; children: Topic[] };
    const vi = expectSuccess(await call<Topic[]>('GET', '/wps/system/helpCenter', { module: 'COMM3', query: { lang: 'VI', device: 'WEB' } }));
    const en = expectSuccess(await call<Topic[]>('GET', '/wps/system/helpCenter', { module: 'COMM3', query: { lang: 'EN', device: 'WEB' } }));
    expect(vi.length).toBeGreaterThanOrEqual(6);
    expect(vi.map((topic) => topic.tag)).toEqual(en.map((topic) => topic.tag));
    expect(vi.map((topic) => topic.tag)).toContain('agreement');
    expect(vi[0]?.title).not.toBe(en[0]?.title);
    expect(en[0]?.content).toMatch(/^<p>/);
    expect(en.some((topic) => topic.children.length > 0 && typeof topic.children[0]?.title === 'string')).toBe(true);
    expectRefusal(await call('GET', '/wps/system/helpCenter', { module: 'COMM3', query: { lang: 'vi-VN' } }), 400, 'request_param_err');
    expectRefusal(await call('GET', '/wps/system/helpCenter', { module: 'COMM3', query: { device: 'TV' } }), 400, 'request_param_err');
  });

  it('answers countries with dialling codes and mobile lengths', async () => {
    const value = expectSuccess(
      await call<{ countryCode: string; countryDialingCode: string; mobileLength: number }[]>('GET', '/wps/system/countries', { module: 'COMM3' }),
    );
    expect(value[0]).toEqual({ countryCode: 'VN', countryDialingCode: '+84', mobileLength: 9 });
    expect(value.length).toBeGreaterThan(5);
  });

  it('answers announcements', async () => {
    const value = expectSuccess(
      await call<Record<string, unknown[]>>('GET', '/wps/relay/MCSFE_getListAnnouncements', {
        module: 'AGEANNOUNCE3',
        query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' },
      }),
    );
    expect(value.player?.length).toBeGreaterThan(0);
    const banner = value.banners?.[0] as { url: string } | undefined;
    expect(banner?.url).toMatch(/^\/__sandbox\/assets\/banners\/\d+\.png$/);
    const picture = await fetchBytes(`${stack.sandbox.url}${banner?.url ?? ''}`);
    expect(picture.type).toBe('image/png');
    expect(picture.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect((await fetchBytes(`${stack.sandbox.url}/__sandbox/assets/banners/1.png`)).status).toBe(404);
  });
});

describe('login', () => {
  it('logs in by username; player03 reports an expired password and player02 its first login', async () => {
    const player01 = expectSuccess(await login({ username: 'player01', password: 'secret88' }));
    expect(player01).toMatchObject({ userName: 'player01', customerType: 0, passwordExpired: false, token: expect.any(String) });
    expect(expectSuccess(await login({ username: 'player03', password: 'secret88' })).passwordExpired).toBe(true);
    expect(expectSuccess(await login({ username: 'player02', password: '123456' })).firstTimeLogin).toBe(true);
  });

  it('refuses a suspended account with us_forbidden_login_error, and wrong passwords as before', async () => {
    expectRefusal(await login({ username: 'locked01', password: 'secret88' }), 200, 'us_forbidden_login_error');
    expectRefusal(await login({ username: 'locked01', password: 'nope' }), 200, 'USER_PASSWORD_ERROR');
    expectRefusal(await login({ username: 'player01', password: 'nope' }), 200, 'USER_PASSWORD_ERROR');
    expectRefusal(await login({ username: 'player01', password: 'secret88', type: 'qq' }), 400, 'request_param_err');
  });

  it('logs in by SMS code only while MOBILEVERCODELOGIN3 is on', async () => {
    expectRefusal(await login({ type: 'sms', mobileNum: '0901234567', countryDialingCode: '+84', password: '000000' }), 400, 'function.not.available');
    await stack.control('PUT', '/switches', { MOBILEVERCODELOGIN3: true });
    expect(expectSuccess(await sendNoLogin('0901234567'))).toEqual({ expiredMinutes: 5 });
    const code = await lastSms('0901234567');
    expectRefusal(
      await login({ type: 'sms', mobileNum: '0901234567', countryDialingCode: '+84', password: code === '000000' ? '111111' : '000000' }),
      400,
      'VERIFICATION_CODE_INVALID',
    );
    const value = expectSuccess(await login({ type: 'sms', mobileNum: '901234567', countryDialingCode: '84', password: code }));
    expect(value.userName).toBe('player01');
    // The code is spent.
    expectRefusal(await login({ type: 'sms', mobileNum: '0901234567', password: code }), 400, 'VERIFICATION_CODE_INVALID');
  });

  it('logs in with a recognised firebase id token; a new Google email becomes a new member', async () => {
    const known = expectSuccess(await login({ type: 'firebase', firebaseIdToken: 'test-google:player01@mail.saola.example' }));
    expect(known.userName).toBe('player01');
    const fresh = expectSuccess(await login({ type: 'firebase', firebaseIdToken: 'test-facebook:lan.nguyen@example.com' }));
    expect(fresh).toMatchObject({ customerType: 0, firstTimeLogin: true });
    expect(fresh.userName).toMatch(/^flannguy/);
    const again = expectSuccess(await login({ type: 'firebase', firebaseIdToken: 'test-facebook:lan.nguyen@example.com' }));
    expect(again).toMatchObject({ id: fresh.id, firstTimeLogin: false });

    expectRefusal(await login({ type: 'firebase', firebaseIdToken: 'a-real-google-jwt' }), 400, 'request_param_err');
    expectRefusal(await login({ type: 'firebase', firebaseIdToken: 'test-sms:+84901234567' }), 400, 'function.not.available');
    await stack.control('PUT', '/login-settings', { firebaseSms: true, googleLogin: false });
    expect(expectSuccess(await login({ type: 'firebase', firebaseIdToken: 'test-sms:+84901234567' })).userName).toBe('player01');
    expectRefusal(await login({ type: 'firebase', firebaseIdToken: 'test-google:player01@mail.saola.example' }), 400, 'function.not.available');
  });

  it('asks for SMS verification from a new IP, and trusts the IP once verified', async () => {
    const fromHome = await login({ username: 'ipcheck01', password: 'secret88' }, { 'X-Forwarded-For': '113.161.10.20' });
    expectSuccess(fromHome);
    const fromElsewhere = await login({ username: 'ipcheck01', password: 'secret88' });
    expectRefusal(fromElsewhere, 200, 'login.ip.verification');
    expect(fromElsewhere.body.value).toEqual({ ipVerification: true, mobile: '090****888', countryDialingCode: '+84' });

    expectSuccess(await sendNoLogin('0908000888'));
    const code = await lastSms('0908000888');
    const verify = (verificationCode: string, password = 'secret88') =>
      call<LoginValue>('POST', '/wps/session/login/verification', {
        module: 'LOGINIPVERF3',
        encrypted: true,
        body: { username: 'ipcheck01', password, verificationCode },
      });
    expectRefusal(await verify(code, 'wrong-password'), 200, 'USER_PASSWORD_ERROR');
    expectRefusal(await verify(code === '123456' ? '654321' : '123456'), 400, 'VERIFICATION_CODE_INVALID');
    const verified = expectSuccess(await verify(code));
    expect(verified).toMatchObject({ userName: 'ipcheck01', token: expect.any(String) });
    expectSuccess(await login({ username: 'ipcheck01', password: 'secret88' }));
  });

  it('logs out: the token is dead afterwards', async () => {
    const token = await stack.client.login('player01');
    expect(expectSuccess(await call('DELETE', '/wps/session/logout', { module: 'COMM3', token }))).toBeNull();
    expectRefusal(await call('GET', '/wps/member/info', { module: 'COMM3', token }), 401, 'login.not.session');
  });
});

describe('SMS codes', () => {
  it('refuses unknown numbers, wrong digit counts and unknown countries', async () => {
    expectRefusal(await sendNoLogin('0911111111'), 400, 'USER_NOT_EXIST');
    expectRefusal(await sendNoLogin('09012345'), 400, 'request_param_err', 'Mobile number of 9 digits');
    expectRefusal(await sendNoLogin('0901234567', '+999'), 400, 'request_param_err');
    expectRefusal(await call('POST', '/wps/verification/sms/noLogin', { module: 'VERIFICATION3' }), 400, 'request_body_required');
  });

  it('locks a number for 5 minutes after more than 3 sends within 5 minutes', async () => {
    const start = Date.UTC(2026, 0, 5, 8, 0, 0);
    await stack.control('PUT', '/clock', { now: start });
    for (let send = 0; send < 3; send += 1) expectSuccess(await sendNoLogin('0901234567'));
    expectRefusal(await sendNoLogin('0901234567'), 429, 'TOO_MANY_REQUESTS', /after 5 minutes/);
    await stack.control('PUT', '/clock', { now: start + 4 * 60_000 });
    expectRefusal(await sendNoLogin('0901234567'), 429, 'TOO_MANY_REQUESTS');
    await stack.control('PUT', '/clock', { now: start + 5 * 60_000 + 1 });
    expectSuccess(await sendNoLogin('0901234567'));
  });

  it('expires codes after expiredMinutes', async () => {
    const start = Date.UTC(2026, 0, 5, 8, 0, 0);
    await stack.control('PUT', '/clock', { now: start });
    await stack.control('PUT', '/switches', { MOBILEVERCODELOGIN3: true });
    const { expiredMinutes } = expectSuccess(await sendNoLogin('0901234567'));
    const sms = (await stack.control('GET', '/sms?mobile=%2B84901234567')) as { code: string; expiresAt: number; purpose: string };
    expect(sms).toMatchObject({ expiresAt: start + expiredMinutes * 60_000, purpose: 'noLogin' });
    await stack.control('PUT', '/clock', { now: start + expiredMinutes * 60_000 + 1 });
    expectRefusal(await login({ type: 'sms', mobileNum: '0901234567', password: sms.code }), 400, 'VERIFICATION_CODE_EXPIRED');
  });

  it('sends registration codes only while REGMOBVERF3 is on, and only to new numbers', async () => {
    const send = (body: Record<string, unknown>) => call('POST', '/wps/verification/sms/register', { module: 'VERIFICATION3', body });
    expectRefusal(await send({ mobileNo: '0933000111', countryDialingCode: '+84' }), 400, 'function.not.available');
    await stack.control('PUT', '/switches', { REGMOBVERF3: true });
    expect(expectSuccess(await send({ mobileNo: '0933000111', countryDialingCode: '+84' }))).toEqual({ expiredMinutes: 5 });
    expect(expectSuccess(await send({ mobileNum: '0933000222', countryDialingCode: '+84', username: 'newbie01' }))).toEqual({ expiredMinutes: 5 });
    expectRefusal(await send({ mobileNo: '0901234567', countryDialingCode: '+84' }), 400, 'MOBILE_EXIST');
  });
});

describe('registration', () => {
  const register = (path: string, body: Record<string, unknown>, cookies?: Record<string, string>) =>
    call<LoginValue>('PUT', path, { module: 'REG3', encrypted: true, body: { registerMethod: 'WEB', login: true, ...body }, cookies });

  it('registers by username under an agent code and logs the new member in', async () => {
    const affiliateCode = await affiliateCodeOf('agent01');
    const check = expectSuccess(await call('GET', '/wps/agent/affiliate', { module: 'AFFMAN3', query: { code: affiliateCode, domain: 'saola.example' } }));
    expect(check).toEqual({ valid: true, affiliateCode, domain: 'agent01.saola.example' });

    const { cookies, captcha } = await solvedCaptcha();
    const value = expectSuccess(
      await register(
        '/wps/member/register',
        { username: 'tuanAnh88', password: 'abc12345', confirmPassword: 'abc12345', email: 'tuan@example.com', affiliateCode, captcha },
        cookies,
      ),
    );
    expect(value).toMatchObject({ userName: 'tuanAnh88', customerType: 0, firstTimeLogin: true, passwordExpired: false });
    const info = expectSuccess(await call<Record<string, unknown>>('GET', '/wps/member/info', { module: 'COMM3', token: value.token }));
    expect(info).toMatchObject({ account: 'tuanAnh88', type: 0, toUpline: true, mobile: null });
    expectSuccess(await login({ username: 'tuanAnh88', password: 'abc12345' }));

    const again = await solvedCaptcha();
    expectRefusal(
      await register('/wps/member/register', { username: 'TUANANH88', password: 'abc12345', confirmPassword: 'abc12345', captcha: again.captcha }, again.cookies),
      400,
      'USER_EXIST',
    );
  });

  it('refuses fields that break their rules, a wrong captcha and unknown codes', async () => {
    const attempt = async (body: Record<string, unknown>) => {
      const { cookies, captcha } = await solvedCaptcha();
      return register('/wps/member/register', { password: 'abc12345', confirmPassword: 'abc12345', captcha, ...body }, cookies);
    };
    const badName = await attempt({ username: '9lives' });
    expectRefusal(badName, 400, 'request_param_err', 'reg_pattern_1');
    expect(badName.body.value).toEqual({ field: 'username', patternId: 1, minLength: 6, maxLength: 12 });
    expectRefusal(await attempt({ username: 'goodname1', password: 'ab', confirmPassword: 'ab' }), 400, 'request_param_err', 'reg_pattern_4');
    expectRefusal(await attempt({ username: 'goodname1', confirmPassword: 'abc12346' }), 400, 'request_param_err', /confirmPassword/);
    expectRefusal(await attempt({ username: 'goodname1', affiliateCode: 'ZZZZZZ' }), 400, 'request_param_err', 'Invalid invitation code');
    expectRefusal(await attempt({ username: 'goodname1', referralCode: 'NOPE1234' }), 400, 'request_param_err', 'Invalid referral code');
    expectRefusal(await attempt({ username: 'goodname1', mobileNum: '090123' }), 400, 'request_param_err');
    expectRefusal(await attempt({ username: 'goodname1', mobileNum: '0901234567' }), 400, 'MOBILE_EXIST');
    expectRefusal(await attempt({ username: 'goodname1', captcha: '' }), 400, 'request_param_err', /captcha/);
    const { cookies } = await solvedCaptcha();
    expectRefusal(
      await register('/wps/member/register', { username: 'goodname1', password: 'abc12345', confirmPassword: 'abc12345', captcha: 'x1' }, cookies),
      400,
      'request_param_err',
    );
    expectRefusal(
      await register('/wps/member/register', { username: 'goodname1', password: 'abc12345', confirmPassword: 'abc12345', captcha: '0000' }),
      200,
      'captcha.required',
    );
    expectRefusal(await call('GET', '/wps/agent/affiliate', { module: 'AFFMAN3', query: { code: 'ZZZZZZ' } }), 400, 'request_param_err', 'Invalid invitation code');
    expectRefusal(await call('GET', '/wps/agent/affiliate', { module: 'AFFMAN3' }), 400, 'request_param_err');
  });

  it('finds the agent of a bound domain without a code', async () => {
    const value = expectSuccess(await call('GET', '/wps/agent/affiliate', { module: 'AFFMAN3', query: { domain: 'https://agent41.saola.example/' } }));
    expect(value).toEqual({ valid: true, affiliateCode: await affiliateCodeOf('agent41'), domain: 'agent41.saola.example' });
  });

  it('registers by mobile with the SMS code when REGMOBVERF3 is on, then logs in by SMS', async () => {
    await stack.control('PUT', '/switches', { REGMOBVERF3: true, MOBILEVERCODELOGIN3: true });
    await stack.control('PUT', '/register-settings', { captcha: { enabled: false, required: false } });
    const base = { mobileNum: '0933000111', countryDialingCode: '+84', password: 'pass1234', confirmPassword: 'pass1234' };
    expectRefusal(await register('/wps/member/register/mobile', base), 400, 'VERIFICATION_CODE_INVALID');
    expectSuccess(await call('POST', '/wps/verification/sms/register', { module: 'VERIFICATION3', body: { mobileNo: '0933000111', countryDialingCode: '+84' } }));
    const code = await lastSms('0933000111');
    const value = expectSuccess(await register('/wps/member/register/mobile', { ...base, verificationCode: code }));
    expect(value.userName).toBe('m933000111');
    const info = expectSuccess(await call<{ mobile: string }>('GET', '/wps/member/info', { module: 'COMM3', token: value.token }));
    expect(info.mobile).toBe('933****111');

    expectSuccess(await sendNoLogin('0933000111'));
    const loginCode = await lastSms('0933000111');
    expect(expectSuccess(await login({ type: 'sms', mobileNum: '0933000111', password: loginCode })).id).toBe(value.id);
  });

  it('refuses registration types whose switch is off', async () => {
    await stack.control('PUT', '/switches', { USERNAMEREG3: false, MOBILENUMREG3: false });
    expectRefusal(await register('/wps/member/register', { username: 'someone1' }), 400, 'function.not.available');
    expectRefusal(await register('/wps/member/register/mobile', { mobileNum: '0933000111' }), 400, 'function.not.available');
  });
});

describe('passwords', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    call('POST', '/wps/member/password', { module: 'PASS3', token, encrypted: true, body });

  it('changes an expired password, which clears the flag; a retry succeeds again', async () => {
    const token = expectSuccess(await login({ username: 'player03', password: 'secret88' })).token;
    const body = { oldPassword: 'secret88', newPassword: 'fresh2026', confirmNewPassword: 'fresh2026' };
    expect(expectSuccess(await change(token, body))).toBeNull();
    expect(expectSuccess(await change(token, body))).toBeNull();
    expectRefusal(await login({ username: 'player03', password: 'secret88' }), 200, 'USER_PASSWORD_ERROR');
    expect(expectSuccess(await login({ username: 'player03', password: 'fresh2026' })).passwordExpired).toBe(false);
  });

  it('refuses a wrong old password, a rule-breaking or mismatched new one, and a dead token', async () => {
    const token = await stack.client.login('player01');
    expectRefusal(await change(token, { oldPassword: 'nope', newPassword: 'fresh2026', confirmNewPassword: 'fresh2026' }), 200, 'USER_PASSWORD_ERROR');
    expectRefusal(await change(token, { oldPassword: 'secret88', newPassword: 'a!', confirmNewPassword: 'a!' }), 400, 'request_param_err', 'reg_pattern_4');
    expectRefusal(await change(token, { oldPassword: 'secret88', newPassword: 'fresh2026', confirmNewPassword: 'fresh2027' }), 400, 'request_param_err');
    expectRefusal(await change(token, { oldPassword: 'secret88', newPassword: '123456', confirmNewPassword: '123456' }), 400, 'request_param_err');
    expectRefusal(await change('dead-token', { oldPassword: 'secret88', newPassword: 'fresh2026' }), 401, 'login.not.session');
  });

  it('records a reset mail when username and email match', async () => {
    const send = (form: Record<string, string>) => call('POST', '/wps/member/password/email', { module: 'PASS3', form });
    expect(expectSuccess(await send({ username: 'player01', email: 'PLAYER01@mail.saola.example' }))).toBeNull();
    const mails = (await stack.control('GET', '/mails')) as { username: string; email: string }[];
    expect(mails).toEqual([expect.objectContaining({ username: 'player01', email: 'player01@mail.saola.example' })]);
    expectRefusal(await send({ username: 'player01', email: 'other@example.com' }), 400, 'USER_NOT_EXIST');
    expectRefusal(await send({ username: 'nobody99', email: 'nobody99@mail.saola.example' }), 400, 'USER_NOT_EXIST');
    expectRefusal(await send({ username: 'player01' }), 400, 'request_param_err');
    expectRefusal(await call('POST', '/wps/member/password/email', { module: 'PASS3', body: { username: 'player01' } }), 400, 'request_param_err');
  });

  it('resets a password with an SMS code, ends old sessions and logs in', async () => {
    const oldToken = await stack.client.login('player01');
    const reset = (body: Record<string, unknown>) =>
      call<LoginValue>('POST', '/wps/member/password/verification', { module: 'PWRESETSMS3', encrypted: true, body });
    expectSuccess(await sendNoLogin('0901234567'));
    const code = await lastSms('0901234567');
    expectRefusal(await reset({ newPassword: 'reset2026', mobileNum: '0901234567', verificationCode: code === '999999' ? '888888' : '999999' }), 400, 'VERIFICATION_CODE_INVALID');
    const value = expectSuccess(await reset({ newPassword: 'reset2026', mobileNum: '0901234567', countryDialingCode: '+84', verificationCode: code }));
    expect(value).toMatchObject({ userName: 'player01', token: expect.any(String) });
    expectRefusal(await call('GET', '/wps/member/info', { module: 'COMM3', token: oldToken }), 401, 'login.not.session');
    expectSuccess(await call('GET', '/wps/member/info', { module: 'COMM3', token: value.token }));
    expectSuccess(await login({ username: 'player01', password: 'reset2026' }));
    expectRefusal(await reset({ newPassword: 'reset2026', mobileNum: '0911111111', verificationCode: code }), 400, 'USER_NOT_EXIST');
  });
});

describe('free play', () => {
  async function freePlay(headers: Record<string, string>) {
    const modulus = (await call('GET', '/wps/session/key/rsa', { module: 'COMM3' })).text.trim();
    return call<LoginValue>('POST', '/wps/session/login/freeplay', {
      module: 'FREEPLAY3',
      headers: { os: 'Windows', platform: 'W', Encryption: rsaEncryptKey(randomTransportKey(), modulus), ...headers },
    });
  }

  it('opens a trial account (type 4) with a demo balance', async () => {
    const value = expectSuccess(await freePlay({}));
    expect(value).toMatchObject({ customerType: 4, userName: 'trial000001', firstTimeLogin: true, passwordExpired: false });
    const info = expectSuccess(await call<{ type: number }>('GET', '/wps/member/info', { module: 'COMM3', token: value.token }));
    expect(info.type).toBe(4);
    const balance = expectSuccess(await call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { module: 'FUNDTRANS3', token: value.token, query: { typeId: 0 } }));
    expect(balance.sumBalance).toBe(10000);
    expect(expectSuccess(await freePlay({})).userName).toBe('trial000002');
    const change = await call('POST', '/wps/member/password', {
      module: 'PASS3',
      token: value.token,
      encrypted: true,
      body: { oldPassword: 'x', newPassword: 'fresh2026' },
    });
    expectRefusal(change, 400, 'function.not.available');
  });

  it('needs FREEPLAY3, a decryptable Encryption header and the platform headers', async () => {
    expectRefusal(await freePlay({ Encryption: 'zz' }), 400, 'encryption.invalid');
    expectRefusal(await freePlay({ platform: 'X' }), 400, 'request_param_err');
    await stack.control('PUT', '/switches', { FREEPLAY3: false });
    expectRefusal(await freePlay({}), 400, 'function.not.available');
  });
});

describe('avatar and feedback', () => {
  it('answers the same generated avatar on both calls', async () => {
    const token = await stack.client.login('vip01');
    const icon = expectSuccess(await call<{ iconId: number; iconUrl: string }>('GET', '/wps/member/info/icon', { module: 'PROFPIC3', token }));
    const avatar = expectSuccess(
      await call<{ avatarId: number; avatarUrl: string }>('GET', '/wps/relay/MCSFE_getPlayerAvatar', { module: 'PROFPIC3', token }),
    );
    expect(avatar).toEqual({ avatarId: icon.iconId, avatarUrl: icon.iconUrl });
    expect(icon.iconUrl).toBe(`${stack.sandbox.url}/__sandbox/assets/avatars/${icon.iconId}.svg`);
    const svg = await fetchBytes(icon.iconUrl);
    expect(svg.type).toMatch(/^image\/svg\+xml/);
    expect(svg.bytes.toString()).toMatch(/^<svg /);
    expectRefusal(await call('GET', '/wps/member/info/icon', { module: 'PROFPIC3' }), 401, 'login.not.session');
  });

  it('stores feedback once per requestId and refuses bad types and long content', async () => {
    const token = await stack.client.login('player01');
    const put = (body: unknown, withToken = true) => call<{ feedbackId: number }>('PUT', '/wps/feedback', { module: 'FEEDBACK3', token: withToken ? token : undefined, body });
    const first = expectSuccess(await put({ type: 2, content: 'Trò chơi bị treo khi tải', contact: 'zalo 0901234567', requestId: 'fb-1' }));
    expect(expectSuccess(await put({ type: 2, content: 'Trò chơi bị treo khi tải', requestId: 'fb-1' }))).toEqual(first);
    const anonymous = expectSuccess(await put({ type: 1, content: 'Thêm nhiều game bắn cá' }, false));
    expect(anonymous.feedbackId).toBe(first.feedbackId + 1);
    const stored = (await stack.control('GET', '/feedback')) as { feedbackId: number; account: string | null; contact: string | null }[];
    expect(stored).toEqual([
      expect.objectContaining({ feedbackId: first.feedbackId, account: 'player01', contact: 'zalo 0901234567' }),
      expect.objectContaining({ feedbackId: anonymous.feedbackId, account: null, contact: null }),
    ]);
    expectRefusal(await put({ type: 9, content: 'x' }), 400, 'request_param_err');
    expectRefusal(await put({ type: 1, content: 'x'.repeat(501) }), 400, 'request_param_err');
    expectRefusal(await put({ type: 1, content: '   ' }), 400, 'request_param_err');
  });
});
