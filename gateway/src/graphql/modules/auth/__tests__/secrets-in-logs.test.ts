import { beforeAll, describe, expect, it } from 'vitest';
import { createSessionSealer } from '../../../../infra/session/sealer.js';
import { TEST_SESSION_SECRET } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import {
  lastSmsCode,
  LOGIN_MUTATION,
  openBrowser,
  PROVIDER_LOGIN_MUTATION,
  REQUEST_CAPTCHA,
  REQUEST_SMS,
  SMS_LOGIN_MUTATION,
  type TestBrowser,
} from '../../../../testing/test-browser.js';

const sealer = createSessionSealer(TEST_SESSION_SECRET, 3600);

describe('secrets of the identity flows', () => {
  const stack = useGatewayStack({ captureLogs: true });
  const bodies: string[] = [];
  const secrets = new Set<string>();

  /** A browser whose every answer (body and Set-Cookie) is kept for inspection. */
  function recordingBrowser(): TestBrowser {
    const browser = openBrowser(stack);
    return {
      ...browser,
      async gql<T>(query: string, variables?: Record<string, unknown>) {
        const reply = await browser.gql<T>(query, variables);
        bodies.push(reply.raw, ...reply.setCookie);
        const sealed = browser.cookies.get('saola_session');
        const token = sealed === undefined ? undefined : (await sealer.unseal(sealed))?.token;
        if (token !== undefined) secrets.add(token);
        return reply;
      },
    };
  }

  beforeAll(async () => {
    await stack.control('POST', '/reset');
    await stack.control('PUT', '/switches', { MOBILEVERCODELOGIN3: true });
  });

  it('never appear in a log line or a response: passwords, SMS codes, captcha text, id tokens, upstream tokens', async () => {
    const passwords = ['Wr0ngPass77', 'secret88', 'Regis7er99', 'Chang3d888', 'Ph0ne20244'];
    passwords.forEach((p) => secrets.add(p));

    // Password login with failures until the captcha is demanded, then the captcha answer.
    const player = recordingBrowser();
    for (let i = 0; i < 3; i += 1) await player.gql(LOGIN_MUTATION, { input: { username: 'vip01', password: 'Wr0ngPass77' } });
    await player.gql(REQUEST_CAPTCHA);
    const { captchaId, answer } = (await stack.control('GET', '/captcha')) as { captchaId: string; answer: string };
    secrets.add(captchaId).add(answer);
    await player.gql(LOGIN_MUTATION, { input: { username: 'vip01', password: 'secret88', captcha: answer } });

    // SMS login.
    const sms = recordingBrowser();
    await sms.gql(REQUEST_SMS, { input: { purpose: 'LOGIN', mobile: '0901234567', countryDialingCode: '84' } });
    const loginCode = await lastSmsCode(stack, '0901234567');
    secrets.add(loginCode);
    await sms.gql(SMS_LOGIN_MUTATION, { input: { mobile: '0901234567', countryDialingCode: '84', smsCode: loginCode } });

    // Provider sign-in.
    const idToken = 'test-google:agent01@mail.saola.example';
    secrets.add(idToken);
    await recordingBrowser().gql(PROVIDER_LOGIN_MUTATION, { input: { provider: 'GOOGLE', idToken } });

    // Registration, then a password change.
    const newcomer = recordingBrowser();
    await newcomer.gql(REQUEST_CAPTCHA);
    const registerCaptcha = ((await stack.control('GET', '/captcha')) as { answer: string }).answer;
    await newcomer.gql('mutation($input: RegisterInput!) { register(input: $input) { userErrors { code } } }', {
      input: { method: 'USERNAME', username: 'quiet001', password: 'Regis7er99', confirmPassword: 'Regis7er99', captcha: registerCaptcha, acceptTerms: true, confirmAge: true },
    });
    const changed = await newcomer.gql<{ changePassword: { userErrors: unknown[] } }>(
      'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { userErrors { code } } }',
      { input: { oldPassword: 'Regis7er99', newPassword: 'Chang3d888', confirmPassword: 'Chang3d888' } },
    );
    expect(changed.body.data?.changePassword.userErrors).toEqual([]);

    // Reset by phone.
    const resetter = recordingBrowser();
    await resetter.gql(REQUEST_SMS, { input: { purpose: 'RESET_PASSWORD', mobile: '0987654321', countryDialingCode: '84' } });
    const resetCode = await lastSmsCode(stack, '0987654321');
    secrets.add(resetCode);
    const reset = await resetter.gql<{ resetPasswordByPhone: { userErrors: unknown[] } }>(
      'mutation($input: ResetPasswordByPhoneInput!) { resetPasswordByPhone(input: $input) { userErrors { code } } }',
      { input: { mobile: '0987654321', countryDialingCode: '84', smsCode: resetCode, newPassword: 'Ph0ne20244', confirmPassword: 'Ph0ne20244' } },
    );
    expect(reset.body.data?.resetPasswordByPhone.userErrors).toEqual([]);

    // Every flow above logged someone in: five upstream tokens at least.
    expect(secrets.size).toBeGreaterThanOrEqual(passwords.length + 5 + 5);
    const logs = stack.logs.join('');
    expect(stack.logs.length).toBeGreaterThan(20);
    const answers = bodies.join('\n');
    for (const secret of secrets) {
      // Short numeric secrets (4-digit captcha, 6-digit SMS code) also occur inside timestamps by chance;
      // a leak would carry them as a whole JSON string or a form/cookie value.
      const needles = secret.length >= 8 ? [secret] : [`"${secret}"`, `=${secret}`];
      for (const needle of needles) {
        expect(logs, 'a log line').not.toContain(needle);
        expect(answers, 'a response').not.toContain(needle);
      }
    }
  });
});
