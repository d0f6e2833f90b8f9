import { beforeAll, describe, expect, it } from 'vitest';
import { callKey, type GatewayStack } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { payloadOf } from '../../../../testing/graphql-replies.js';
import {
  lastCaptchaAnswer,
  lastSmsCode,
  openBrowser,
  REQUEST_CAPTCHA,
  REQUEST_SMS,
  USER_ERRORS,
  type TestBrowser,
  type UserErrorShape,
} from '../../../../testing/test-browser.js';
import { calls } from '../../../../infra/upstream/catalogue.js';
import { firebasePhoneIdToken } from '../../../../testing/firebase-phone.js';

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { ${USER_ERRORS} viewer { member { account accountType } } } }`;
const FORM = `{ site { registrationForm { methods smsVerification mobilePassword minimumAge
  fields { name enabled required pattern patternId minLength maxLength } } } }`;
const AFFILIATE = 'query($code: String!) { affiliateCode(code: $code) { code valid } }';

interface RegisterShape {
  userErrors: UserErrorShape[];
  viewer: { member: { account: string; accountType: string } } | null;
}

const PUT_REGISTER = callKey(calls.register);
const PUT_REGISTER_MOBILE = callKey(calls.registerMobile);
const AFFILIATE_CALL = callKey(calls.affiliate);

async function register(browser: TestBrowser, input: Record<string, unknown>): Promise<RegisterShape> {
  return payloadOf(await browser.gql<{ register: RegisterShape }>(REGISTER, { input: { acceptTerms: true, confirmAge: true, ...input } }), 'register');
}

/** The captcha the registration form shows: fetched through the gateway, answered from the sandbox's control API. */
async function solvedCaptcha(stack: GatewayStack, browser: TestBrowser): Promise<string> {
  await browser.gql(REQUEST_CAPTCHA);
  return lastCaptchaAnswer(stack);
}

const byField = (errors: UserErrorShape[]) => Object.fromEntries(errors.map((e) => [e.field, e]));

describe('registration with the seeded rules', () => {
  const stack = useGatewayStack({}, { reset: true, clearCalls: true });

  it('describes the form from the platform settings and switches', async () => {
    const reply = await openBrowser(stack).gql<{ site: { registrationForm: Record<string, unknown> & { fields: Record<string, unknown>[] } } }>(FORM);
    const form = reply.body.data?.site.registrationForm;
    expect(form).toMatchObject({ methods: ['USERNAME', 'MOBILE'], smsVerification: false, mobilePassword: true, minimumAge: 18 });
    const fields = Object.fromEntries((form?.fields ?? []).map((f) => [f.name, f]));
    expect(Object.keys(fields)).toHaveLength(16);
    expect(fields.USERNAME).toEqual({ name: 'USERNAME', enabled: true, required: true, pattern: '^[a-zA-Z][a-zA-Z0-9]*$', patternId: 1, minLength: 6, maxLength: 12 });
    expect(fields.PAYEE_NAME).toMatchObject({ enabled: false, pattern: null });
    expect(fields.CAPTCHA).toMatchObject({ enabled: true, required: true, minLength: 4, maxLength: 4 });
    expect(fields.VERIFICATION_CODE).toMatchObject({ enabled: false, maxLength: 255 });
  });

  it('registers by username: logs the new member in', async () => {
    const browser = openBrowser(stack);
    const captcha = await solvedCaptcha(stack, browser);
    const payload = await register(browser, {
      method: 'USERNAME',
      username: 'newbie01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      email: 'newbie01@mail.example',
      captcha,
    });
    expect(payload.userErrors).toEqual([]);
    expect(payload.viewer?.member).toEqual({ account: 'newbie01', accountType: 'MEMBER' });
    const viewer = await browser.gql<{ viewer: { member: { account: string } } }>('{ viewer { member { account } } }');
    expect(viewer.body.data?.viewer.member.account).toBe('newbie01');
  });

  it('registers by mobile with the SMS code when REGMOBVERF3 is on', async () => {
    await stack.control('PUT', '/switches', { REGMOBVERF3: true });
    const browser = openBrowser(stack);
    const sent = await browser.gql<{ requestSmsCode: { resendAfterSeconds: number } }>(REQUEST_SMS, {
      input: { purpose: 'REGISTER', registrationMethod: 'MOBILE', mobile: '0911222333', countryDialingCode: '84' },
    });
    expect(sent.body.data?.requestSmsCode.resendAfterSeconds).toBe(300);
    const verificationCode = await lastSmsCode(stack, '0911222333');
    const captcha = await solvedCaptcha(stack, browser);

    const base = { method: 'MOBILE', mobile: '0911222333', countryDialingCode: '84', password: 'abc12345', confirmPassword: 'abc12345', captcha };
    const missing = await register(browser, base);
    expect(missing.userErrors).toEqual([expect.objectContaining({ field: 'verificationCode', code: 'REQUIRED' })]);

    const payload = await register(browser, { ...base, verificationCode });
    expect(payload.userErrors).toEqual([]);
    expect(payload.viewer?.member.account).toBe('m911222333');
    expect(await stack.upstreamCalls(PUT_REGISTER_MOBILE)).toBe(1);
  });

  it('registers by mobile with a Firebase phone token in place of the code (third-party SMS)', async () => {
    await stack.control('PUT', '/switches', { REGMOBVERF3: true });
    await stack.control('PUT', '/login-settings', { firebaseSms: true });
    const idToken = await firebasePhoneIdToken(stack.sandbox.url, '+84911333444');

    const browser = openBrowser(stack);
    const captcha = await solvedCaptcha(stack, browser);
    const base = { method: 'MOBILE', countryDialingCode: '84', password: 'abc12345', confirmPassword: 'abc12345', captcha };
    // Another number than the one Firebase verified: the platform refuses the token.
    const other = await register(browser, { ...base, mobile: '0911333555', firebaseIdToken: idToken });
    expect(other.userErrors).toEqual([expect.objectContaining({ field: 'verificationCode', code: 'INVALID_CODE' })]);
    // A new visitor: each captcha answers once, and a client may ask for one a second.
    const again = openBrowser(stack);
    const payload = await register(again, { ...base, captcha: await solvedCaptcha(stack, again), mobile: '0911333444', firebaseIdToken: idToken });
    expect(payload.userErrors).toEqual([]);
    expect(payload.viewer?.member.account).toBe('m911333444');
  });

  it('checks an invitation code: the query, and before registering', async () => {
    const browser = openBrowser(stack);
    const good = await browser.gql<{ affiliateCode: { code: string; valid: boolean } }>(AFFILIATE, { code: ' 7p6ljm ' });
    expect(good.body.data?.affiliateCode).toEqual({ code: '7P6LJM', valid: true });
    const unknown = await browser.gql<{ affiliateCode: { valid: boolean } }>(AFFILIATE, { code: 'ZZZZZZ' });
    expect(unknown.body.data?.affiliateCode.valid).toBe(false);
    const before = await stack.upstreamCalls(AFFILIATE_CALL);
    const malformed = await browser.gql<{ affiliateCode: { valid: boolean } }>(AFFILIATE, { code: 'not a code!' });
    expect(malformed.body.data?.affiliateCode.valid).toBe(false);
    expect(await stack.upstreamCalls(AFFILIATE_CALL)).toBe(before);

    const captcha = await solvedCaptcha(stack, browser);
    const input = { method: 'USERNAME', username: 'invited01', password: 'abc12345', confirmPassword: 'abc12345', captcha };
    const refused = await register(browser, { ...input, affiliateCode: 'ZZZZZZ' });
    expect(refused.userErrors).toEqual([expect.objectContaining({ field: 'affiliateCode', code: 'INVALID_INVITATION_CODE' })]);
    expect(await stack.upstreamCalls(PUT_REGISTER)).toBe(0);

    const accepted = await register(browser, { ...input, affiliateCode: '7P6LJM' });
    expect(accepted.userErrors).toEqual([]);
    expect(accepted.viewer?.member.account).toBe('invited01');
  });

  it('reports platform refusals on their fields: taken username, wrong captcha', async () => {
    const browser = openBrowser(stack);
    const captcha = await solvedCaptcha(stack, browser);
    const input = { method: 'USERNAME', username: 'player01', password: 'abc12345', confirmPassword: 'abc12345' };
    const taken = await register(browser, { ...input, captcha });
    expect(taken.userErrors).toEqual([expect.objectContaining({ field: 'username', code: 'ALREADY_EXISTS' })]);
    const wrongCaptcha = await register(openBrowser(stack), { ...input, username: 'freshname1', captcha: '0000' });
    expect(wrongCaptcha.userErrors).toEqual([expect.objectContaining({ field: 'captcha', code: 'CAPTCHA_INVALID' })]);
  });

  it('refuses a method that is switched off, without asking the platform', async () => {
    await stack.control('PUT', '/switches', { USERNAMEREG3: false });
    const payload = await register(openBrowser(stack), { method: 'USERNAME', username: 'someone1', password: 'abc12345', confirmPassword: 'abc12345', captcha: '1234' });
    expect(payload.userErrors).toEqual([expect.objectContaining({ field: 'method', code: 'FEATURE_DISABLED' })]);
    expect(await stack.upstreamCalls(PUT_REGISTER)).toBe(0);
  });
});

describe('registration validation of every field', () => {
  const stack = useGatewayStack();
  beforeAll(async () => {
    await stack.control('POST', '/reset');
    // Every optional field on and required, before the gateway first reads (and caches) the settings.
    const on = { enabled: true, required: true };
    await stack.control('PUT', '/register-settings', {
      payeeName: { ...on, acceptedPattern: '^[A-Za-z ]*$', patternId: 20, minLength: 2, maxLength: 30 },
      paymentPassword: on,
      qqNum: on,
      line: on,
      whatsapp: on,
      facebook: on,
      wechat: on,
      idNumber: on,
      email: on,
      mobileNum: on,
    });
    await stack.control('DELETE', '/calls');
  });

  it('answers every broken field at once, with the rule details, and calls nothing', async () => {
    const payload = await register(openBrowser(stack), {
      method: 'USERNAME',
      username: 'ab',
      password: 'abc12345',
      confirmPassword: 'abc12346',
      mobile: '12345',
      countryDialingCode: '84',
      email: 'not-an-email',
      payeeName: 'X1',
      qq: 'abcdef',
      whatsapp: '123',
      facebook: 'x'.repeat(51),
      wechat: '   ',
      idNumber: '12345678901234',
      affiliateCode: '!!!!!',
      referralCode: 'bad code',
      acceptTerms: false,
      confirmAge: false,
    });
    const errors = byField(payload.userErrors);
    expect(errors.username).toMatchObject({ code: 'TOO_SHORT', details: { minLength: 6, maxLength: 12, patternId: 1 } });
    expect(errors.confirmPassword).toMatchObject({ code: 'MISMATCH' });
    expect(errors.mobile).toMatchObject({ code: 'INVALID_MOBILE', details: { digits: 9 } });
    expect(errors.email).toMatchObject({ code: 'INVALID_EMAIL', details: { patternId: 5 } });
    expect(errors.payeeName).toMatchObject({ code: 'INVALID_FORMAT', details: { patternId: 20, minLength: 2, maxLength: 30 } });
    expect(errors.paymentPassword).toMatchObject({ code: 'REQUIRED' });
    expect(errors.qq).toMatchObject({ code: 'INVALID_FORMAT', details: { patternId: 6 } });
    expect(errors.line).toMatchObject({ code: 'REQUIRED' });
    expect(errors.whatsapp).toMatchObject({ code: 'TOO_SHORT', details: { minLength: 8, maxLength: 15 } });
    expect(errors.facebook).toMatchObject({ code: 'TOO_LONG', details: { maxLength: 50 } });
    expect(errors.wechat).toMatchObject({ code: 'REQUIRED' });
    expect(errors.idNumber).toMatchObject({ code: 'TOO_LONG', details: { maxLength: 12 } });
    expect(errors.affiliateCode).toMatchObject({ code: 'INVALID_FORMAT', details: { patternId: 4 } });
    expect(errors.referralCode).toMatchObject({ code: 'INVALID_FORMAT' });
    expect(errors.captcha).toMatchObject({ code: 'REQUIRED' });
    expect(errors.acceptTerms).toMatchObject({ code: 'TERMS_NOT_ACCEPTED' });
    expect(errors.confirmAge).toMatchObject({ code: 'AGE_NOT_CONFIRMED' });
    expect(errors.password).toBeUndefined();
    expect(payload.viewer).toBeNull();

    for (const call of [PUT_REGISTER, PUT_REGISTER_MOBILE, AFFILIATE_CALL]) expect(await stack.upstreamCalls(call)).toBe(0);
  });

  it('checks passwords and the mobile form too', async () => {
    const payload = await register(openBrowser(stack), {
      method: 'MOBILE',
      password: 'ab_1',
      captcha: '12a4',
      acceptTerms: true,
      confirmAge: true,
    });
    const errors = byField(payload.userErrors);
    expect(errors.password).toMatchObject({ code: 'TOO_SHORT', details: { minLength: 6, maxLength: 12, patternId: 4 } });
    expect(errors.confirmPassword).toMatchObject({ code: 'REQUIRED' });
    expect(errors.mobile).toMatchObject({ code: 'REQUIRED' });
    expect(errors.captcha).toMatchObject({ code: 'INVALID_FORMAT' });
    // The mobile tab makes the username optional.
    expect(errors.username).toBeUndefined();
    expect(await stack.upstreamCalls(PUT_REGISTER_MOBILE)).toBe(0);
  });

  it('takes the payee only as a real name without diacritics and with spaces (spec 000 section 5)', async () => {
    const base = { method: 'USERNAME' as const, username: 'payee01', password: 'abc12345', confirmPassword: 'abc12345', captcha: '1234' };
    // Within the platform's own rule (letters and spaces), but one word: not a real name.
    const oneWord = byField((await register(openBrowser(stack), { ...base, payeeName: 'Nguyenvanan' })).userErrors);
    expect(oneWord.payeeName).toMatchObject({ code: 'INVALID_REAL_NAME' });
    // Spaces are closed up before the check.
    const spaced = byField((await register(openBrowser(stack), { ...base, payeeName: '  Nguyen   Van An ' })).userErrors);
    expect(spaced.payeeName).toBeUndefined();
    expect(await stack.upstreamCalls(PUT_REGISTER)).toBe(0);
  });
});
