import { describe, expect, it } from 'vitest';
import { createSessionSealer } from '../../../../infra/session/sealer.js';
import { callKey, TEST_SESSION_SECRET } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { errorCode } from '../../../../testing/graphql-replies.js';
import { lastSmsCode, loggedIn, openBrowser, REQUEST_SMS, USER_ERRORS, type TestBrowser, type UserErrorShape } from '../../../../testing/test-browser.js';
import { firebasePhoneIdToken } from '../../../../testing/firebase-phone.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { ${USER_ERRORS} viewer { member { account } } } }`;
const RESET_REQUEST = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { sent ${USER_ERRORS} } }`;
const RESET_BY_PHONE = `mutation($input: ResetPasswordByPhoneInput!) { resetPasswordByPhone(input: $input) { ${USER_ERRORS} viewer { member { account } } } }`;

interface ViewerPayload {
  userErrors: UserErrorShape[];
  viewer: { member: { account: string } } | null;
}

const sealer = createSessionSealer(TEST_SESSION_SECRET, 3600);

async function change(browser: TestBrowser, input: Record<string, unknown>) {
  return browser.gql<{ changePassword: ViewerPayload }>(CHANGE, { input });
}

describe('passwords', () => {
  const stack = useGatewayStack({}, { reset: true, clearCalls: true });

  it('changes the password; the new one logs in', async () => {
    const browser = await loggedIn(stack, 'player01');
    const reply = await change(browser, { oldPassword: 'secret88', newPassword: 'fresh2024', confirmPassword: 'fresh2024' });
    expect(reply.body.data?.changePassword).toEqual({ userErrors: [], viewer: { member: { account: 'player01' } } });
    await loggedIn(stack, 'player01', 'fresh2024');
  });

  it('clears the forced-change state of a 123456 login', async () => {
    const browser = await loggedIn(stack, 'player02', '123456');
    expect((await sealer.unseal(browser.cookies.get('saola_session') ?? ''))?.passwordChangeRequired).toBe(true);
    const reply = await change(browser, { oldPassword: '123456', newPassword: 'better777', confirmPassword: 'better777' });
    expect(reply.body.data?.changePassword.userErrors).toEqual([]);
    const session = await sealer.unseal(browser.cookies.get('saola_session') ?? '');
    expect(session?.account).toBe('player02');
    expect(session?.passwordChangeRequired).toBeUndefined();
  });

  it('validates the new password at the gateway', async () => {
    const browser = await loggedIn(stack, 'player01');
    const reply = await change(browser, { oldPassword: '', newPassword: 'ab_1', confirmPassword: 'other' });
    expect(reply.body.data?.changePassword.userErrors).toEqual([
      expect.objectContaining({ field: 'oldPassword', code: 'REQUIRED' }),
      expect.objectContaining({ field: 'newPassword', code: 'TOO_SHORT', details: expect.objectContaining({ minLength: 6, maxLength: 12, patternId: 4 }) }),
      expect.objectContaining({ field: 'confirmPassword', code: 'MISMATCH' }),
    ]);
    const weak = await change(browser, { oldPassword: 'secret88', newPassword: '123456', confirmPassword: '123456' });
    expect(weak.body.data?.changePassword.userErrors).toEqual([expect.objectContaining({ field: 'newPassword', code: 'NOT_ALLOWED' })]);
    expect(await stack.upstreamCalls(callKey(calls.changePassword))).toBe(0);

    const wrongOld = await change(browser, { oldPassword: 'not-mine1', newPassword: 'fresh2024', confirmPassword: 'fresh2024' });
    expect(wrongOld.body.data?.changePassword.userErrors).toEqual([expect.objectContaining({ field: 'oldPassword', code: 'INVALID_CREDENTIALS' })]);
  });

  it('needs a session, and refuses a trial account with NEED_REAL_ACCOUNT', async () => {
    const input = { oldPassword: 'secret88', newPassword: 'fresh2024', confirmPassword: 'fresh2024' };
    const anonymous = await change(openBrowser(stack), input);
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');

    const trial = openBrowser(stack);
    await trial.gql('mutation { startFreePlay { userErrors { code } } }');
    const refused = await change(trial, input);
    expect(errorCode(refused)).toBe('NEED_REAL_ACCOUNT');
    expect(refused.body.data).toBeNull();
    expect(await stack.upstreamCalls(callKey(calls.changePassword))).toBe(0);
  });

  it('requests a reset mail by username and email', async () => {
    const sent = await openBrowser(stack).gql<{ requestPasswordReset: { sent: boolean; userErrors: UserErrorShape[] } }>(RESET_REQUEST, {
      input: { username: 'player01', email: 'PLAYER01@mail.saola.example' },
    });
    expect(sent.body.data?.requestPasswordReset).toEqual({ sent: true, userErrors: [] });
    expect(await stack.control('GET', '/mails')).toEqual([expect.objectContaining({ username: 'player01' })]);

    const before = await stack.upstreamCalls(callKey(calls.passwordResetEmail));
    const invalid = await openBrowser(stack).gql<{ requestPasswordReset: { userErrors: UserErrorShape[] } }>(RESET_REQUEST, {
      input: { username: 'bad name', email: 'nope' },
    });
    expect(invalid.body.data?.requestPasswordReset.userErrors.map((e) => [e.field, e.code])).toEqual([
      ['username', 'INVALID_FORMAT'],
      ['email', 'INVALID_EMAIL'],
    ]);
    expect(await stack.upstreamCalls(callKey(calls.passwordResetEmail))).toBe(before);
  });

  it('answers a reset request alike whether or not the username and email belong to an account', async () => {
    const ask = (username: string, email: string) => openBrowser(stack).gql(RESET_REQUEST, { input: { username, email } });
    const known = await ask('player01', 'player01@mail.saola.example');
    expect(known.body).toEqual({ data: { requestPasswordReset: { sent: true, userErrors: [] } } });
    for (const [username, email] of [
      ['player01', 'someone@else.example'],
      ['nobody99', 'nobody99@mail.saola.example'],
    ] as const) {
      expect((await ask(username, email)).raw, `${username} ${email}`).toBe(known.raw);
    }
    // The platform is asked every time, and mails only the real pair.
    expect(await stack.upstreamCalls(callKey(calls.passwordResetEmail))).toBe(3);
    expect(await stack.control('GET', '/mails')).toEqual([expect.objectContaining({ username: 'player01' })]);
  });

  it('answers a phone reset for a number without an account as a wrong code', async () => {
    const input = { countryDialingCode: '84', smsCode: '123456', newPassword: 'phone2024', confirmPassword: 'phone2024' };
    const known = await openBrowser(stack).gql(RESET_BY_PHONE, { input: { ...input, mobile: '0901234567' } });
    expect(known.body.data).toEqual({ resetPasswordByPhone: { userErrors: [expect.objectContaining({ field: 'smsCode', code: 'INVALID_CODE' })], viewer: null } });
    const unknown = await openBrowser(stack).gql(RESET_BY_PHONE, { input: { ...input, mobile: '0999999999' } });
    expect(unknown.raw).toBe(known.raw);
    expect(await stack.upstreamCalls(callKey(calls.passwordResetSms))).toBe(2);
  });

  it('resets by phone with the SMS code and logs the member in', async () => {
    const browser = openBrowser(stack);
    await browser.gql(REQUEST_SMS, { input: { purpose: 'RESET_PASSWORD', mobile: '0901234567', countryDialingCode: '84' } });
    const smsCode = await lastSmsCode(stack, '0901234567');
    const input = { mobile: '0901234567', countryDialingCode: '84', smsCode, newPassword: 'phone2024', confirmPassword: 'phone2024' };

    const wrong = await browser.gql<{ resetPasswordByPhone: ViewerPayload }>(RESET_BY_PHONE, { input: { ...input, smsCode: '00000x' } });
    expect(wrong.body.data?.resetPasswordByPhone.userErrors).toEqual([expect.objectContaining({ field: 'smsCode', code: 'INVALID_CODE' })]);

    const reply = await browser.gql<{ resetPasswordByPhone: ViewerPayload }>(RESET_BY_PHONE, { input });
    expect(reply.body.data?.resetPasswordByPhone).toEqual({ userErrors: [], viewer: { member: { account: 'player01' } } });
    expect((await sealer.unseal(browser.cookies.get('saola_session') ?? ''))?.account).toBe('player01');
    await loggedIn(stack, 'player01', 'phone2024');
  });

  it('resets by phone with third-party SMS: the Firebase token of the same number stands for the code', async () => {
    await stack.control('PUT', '/login-settings', { firebaseSms: true });
    const browser = openBrowser(stack);
    const input = { mobile: '0901234567', countryDialingCode: '84', smsCode: '123456', newPassword: 'phone2025', confirmPassword: 'phone2025' };
    const otherNumber = await firebasePhoneIdToken(stack.sandbox.url, '+84987654321');
    const wrong = await browser.gql<{ resetPasswordByPhone: ViewerPayload }>(RESET_BY_PHONE, { input: { ...input, firebaseIdToken: otherNumber } });
    expect(wrong.body.data?.resetPasswordByPhone.userErrors).toEqual([expect.objectContaining({ field: 'smsCode', code: 'INVALID_CODE' })]);

    const firebaseIdToken = await firebasePhoneIdToken(stack.sandbox.url, '+84901234567');
    const reply = await browser.gql<{ resetPasswordByPhone: ViewerPayload }>(RESET_BY_PHONE, { input: { ...input, firebaseIdToken } });
    expect(reply.body.data?.resetPasswordByPhone).toEqual({ userErrors: [], viewer: { member: { account: 'player01' } } });
    await loggedIn(stack, 'player01', 'phone2025');
  });

  it('validates a phone reset at the gateway and honours the recovery switch', async () => {
    const invalid = await openBrowser(stack).gql<{ resetPasswordByPhone: ViewerPayload }>(RESET_BY_PHONE, {
      input: { mobile: '123', countryDialingCode: '84', smsCode: '', newPassword: 'short', confirmPassword: 'short' },
    });
    expect(invalid.body.data?.resetPasswordByPhone.userErrors.map((e) => [e.field, e.code])).toEqual([
      ['mobile', 'INVALID_MOBILE'],
      ['smsCode', 'REQUIRED'],
      ['newPassword', 'TOO_SHORT'],
    ]);
    await stack.control('PUT', '/login-settings', { phonePasswordRecovery: false });
    const off = await openBrowser(stack).gql<{ resetPasswordByPhone: ViewerPayload }>(RESET_BY_PHONE, {
      input: { mobile: '0901234567', countryDialingCode: '84', smsCode: '123456', newPassword: 'phone2024', confirmPassword: 'phone2024' },
    });
    expect(off.body.data?.resetPasswordByPhone.userErrors.map((e) => e.code)).toEqual(['FEATURE_DISABLED']);
    expect(await stack.upstreamCalls(callKey(calls.passwordResetSms))).toBe(0);
  });
});
