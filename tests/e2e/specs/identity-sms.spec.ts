import type { Locator, Page } from '@playwright/test';
import {
  asNewAddress,
  expect,
  expectFieldError,
  expectNoFieldError,
  expectNoPlatformCall,
  field,
  gql,
  headerLoginForm,
  newMobileNumber,
  test,
  vi,
} from '../support/identity.js';
import { callsBetween, platform, sandbox } from '../support/sandbox.js';

// Spec 000 section 4 "SMS send button", Session 3 (no forced change for SMS logins), section 5 "Login" (SMS
// mode) and section 9 (countdown, 1-second throttle, 5-minute lock).

test.beforeEach(async () => {
  await sandbox.reset();
});

/** The header form in SMS mode (MOBILEVERCODELOGIN3 must be on before the page loads). */
async function smsLoginForm(page: Page): Promise<Locator> {
  await page.goto('/');
  const form = headerLoginForm(page);
  await form.getByRole('group', { name: 'Phương thức đăng nhập' }).getByRole('button', { name: vi.modeSms }).click();
  await expect(field(form, vi.mobile)).toBeVisible();
  return form;
}

async function smsCodeSentTo(mobile: string): Promise<string> {
  await expect.poll(async () => (await sandbox.sms(mobile))?.code ?? null).not.toBeNull();
  return (await sandbox.sms(mobile))?.code ?? '';
}

test('the SMS login mode exists only while MOBILEVERCODELOGIN3 is on', async ({ page }) => {
  await page.goto('/');
  await expect(field(headerLoginForm(page), vi.username)).toBeVisible();
  await expect(headerLoginForm(page).getByRole('group', { name: 'Phương thức đăng nhập' })).toHaveCount(0);
  await expect(field(headerLoginForm(page), vi.mobile)).toHaveCount(0);

  await sandbox.switches({ MOBILEVERCODELOGIN3: true });
  await asNewAddress(page);
  const form = await smsLoginForm(page);
  await expect(form.getByRole('button', { name: vi.modeSms })).toHaveAttribute('aria-pressed', 'true');
  await expect(field(form, vi.smsCode)).toBeVisible();
});

test('SMS login form: mobile number required and in the country format, code required; nothing reaches the platform', async ({ page }) => {
  await sandbox.switches({ MOBILEVERCODELOGIN3: true });
  const form = await smsLoginForm(page);
  const submit = form.getByRole('button', { name: vi.login, exact: true });
  const mobile = field(form, vi.mobile);
  const code = field(form, vi.smsCode);

  // A verification code is at most 255 characters (spec 000 section 9).
  await expect(code).toHaveAttribute('maxlength', '255');
  await expectNoPlatformCall([platform.login], async () => {
    await submit.click();
    await expectFieldError(mobile, vi.msg.mobileRequired);
    await expectFieldError(code, vi.msg.codeRequired);

    await mobile.fill('09012');
    await code.fill('123456');
    await submit.click();
    await expectFieldError(mobile, vi.msg.mobileDigits(9));
    await expectNoFieldError(code);

    await mobile.fill('09o1234567');
    await submit.click();
    await expectFieldError(mobile, vi.msg.mobileInvalid);

    // The digit count is the selected country's: a Vietnamese number is one digit short for the Philippines.
    await mobile.fill('0901234567');
    await form.getByRole('button', { name: vi.countryCode }).click();
    await form.getByRole('option', { name: /PH/ }).click();
    await submit.click();
    await expectFieldError(mobile, vi.msg.mobileDigits(10));
  });
});

test('sending a code validates the mobile number first, without a platform call', async ({ page }) => {
  await sandbox.switches({ MOBILEVERCODELOGIN3: true });
  const form = await smsLoginForm(page);
  const send = form.getByTestId('sms-send-button');
  await expectNoPlatformCall([platform.smsNoLogin], async () => {
    await send.click();
    await expectFieldError(field(form, vi.mobile), vi.msg.mobileRequired);
    await field(form, vi.mobile).fill('0901 234');
    await send.click();
    await expectFieldError(field(form, vi.mobile), vi.msg.mobileDigits(9));
    await expect(send).toHaveText(vi.sendCode);
    await expect(send).toBeEnabled();
  });
});

test('SMS login (player02): goes home with the first-login notice and no forced password change despite 123456', async ({ page }) => {
  await sandbox.switches({ MOBILEVERCODELOGIN3: true });
  const form = await smsLoginForm(page);
  await field(form, vi.mobile).fill('0987654321');
  await form.getByTestId('sms-send-button').click();
  const code = await smsCodeSentTo('0987654321');

  // A wrong code is the platform's refusal, shown under the code.
  await field(form, vi.smsCode).fill(code === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: vi.login, exact: true }).click();
  await expectFieldError(field(form, vi.smsCode), vi.msg.codeInvalid);

  await field(form, vi.smsCode).fill(code);
  await form.getByRole('button', { name: vi.login, exact: true }).click();
  await expect(page.getByTestId('nickname')).toHaveText('Thu Hà');
  await expect(page).toHaveURL('/');
  const notice = page.getByRole('alertdialog', { name: 'Chào mừng bạn đến với Saola' });
  await expect(notice).toBeVisible();
  await expect(page.getByTestId('first-login-notice')).toBeVisible();
  await expect(page.getByTestId('change-password-modal')).toHaveCount(0);
  await notice.getByRole('button', { name: vi.ok }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('change-password-modal')).toHaveCount(0);
});

test('SMS login with an expired password (player03) does not force a change either', async ({ page }) => {
  await sandbox.switches({ MOBILEVERCODELOGIN3: true, PWDEXPFORCECHANGE3: true });
  const form = await smsLoginForm(page);
  await field(form, vi.mobile).fill('0977000111');
  await form.getByTestId('sms-send-button').click();
  await field(form, vi.smsCode).fill(await smsCodeSentTo('0977000111'));
  await form.getByRole('button', { name: vi.login, exact: true }).click();
  await expect(page.getByTestId('nickname')).toHaveText('Quốc Bảo');
  await expect(page.getByTestId('change-password-modal')).toHaveCount(0);
});

test('send button: disabled with a countdown of expiredMinutes × 60 seconds, enabled again at 0', async ({ page }) => {
  await sandbox.switches({ MOBILEVERCODELOGIN3: true });
  await page.clock.install();
  const form = await smsLoginForm(page);
  const send = form.getByTestId('sms-send-button');
  await field(form, vi.mobile).fill('0901234567');

  // The page's clock stands still (timers keep running), so each step of the countdown is exact.
  const t0 = Date.now();
  await page.clock.setFixedTime(t0);
  await send.click();
  await expect(send).toHaveText(vi.resendIn(300));
  await expect(send).toBeDisabled();
  // The countdown shows once the platform has answered: it sent the code with expiredMinutes 5, so 300 seconds.
  const sent = await sandbox.sms('0901234567');
  expect(sent?.expiresAt).toBe((sent?.sentAt ?? 0) + 5 * 60_000);

  await page.clock.setFixedTime(t0 + 2_500);
  await expect(send).toHaveText(vi.resendIn(298));
  await expect(send).toBeDisabled();

  await page.clock.setFixedTime(t0 + 299_200);
  await expect(send).toHaveText(vi.resendIn(1));
  await expect(send).toBeDisabled();

  await page.clock.setFixedTime(t0 + 300_000);
  await expect(send).toHaveText(vi.sendCode);
  await expect(send).toBeEnabled();
});

test('the send action runs at most once a second; a refused send shows the warning dialog', async ({ page }) => {
  await sandbox.switches({ MOBILEVERCODELOGIN3: true });
  await page.clock.install();
  const form = await smsLoginForm(page);
  const send = form.getByTestId('sms-send-button');
  // A number without an account: the platform refuses, so the button stays enabled.
  await field(form, vi.mobile).fill('0909999999');

  const t0 = Date.now();
  await page.clock.setFixedTime(t0);
  const before = await sandbox.calls();
  await send.click();
  const firstSentAt = Date.now();
  const warning = page.getByRole('alertdialog', { name: 'Không gửi được mã' });
  await expect(warning).toBeVisible();
  await expect(page.getByTestId('sms-warning-dialog')).toContainText('Số này không thể nhận mã');
  await warning.getByRole('button', { name: vi.ok }).click();
  await expect(warning).toHaveCount(0);
  await expect(send).toBeEnabled();

  // Same instant on the page's clock: the second press is swallowed.
  await send.click();

  // The spec's one second passes, on the page's clock and (for the gateway's own per-client budget) in reality.
  await page.clock.setFixedTime(t0 + 1_100);
  await page.waitForTimeout(Math.max(0, 1_100 - (Date.now() - firstSentAt)));
  await send.click();
  await expect(warning).toBeVisible();
  // Three presses, two sends: the throttled one never left the page.
  expect(callsBetween(before, await sandbox.calls(), platform.smsNoLogin)[platform.smsNoLogin]).toBe(2);
});

test('too many sends to one number: the 5-minute lock message, and later sends stop at the gateway', async ({ page }) => {
  await sandbox.switches({ REGMOBVERF3: true });
  const mobile = newMobileNumber();
  const before = await sandbox.calls();

  await page.goto('/');
  const modal = page.getByTestId('register-modal');
  /** A fresh registration form (its own countdown) from a new address (the gateway's one-a-second budget), sending a code. */
  async function sendFromNewForm(): Promise<Locator> {
    if (await modal.isVisible()) await modal.getByRole('button', { name: vi.close }).click();
    await asNewAddress(page);
    await page.getByRole('button', { name: vi.register, exact: true }).click();
    await modal.getByRole('tab', { name: vi.byMobile }).click();
    await field(modal, vi.mobile).fill(mobile);
    await modal.getByTestId('sms-send-button').click();
    return modal;
  }

  // The platform takes three sends to a number within 5 minutes.
  for (let send = 1; send <= 3; send++) {
    const form = await sendFromNewForm();
    await expect(form.getByTestId('sms-send-button')).toHaveText(vi.resendIn(300));
  }
  // The fourth is refused and locks the number for 5 minutes.
  const fourth = await sendFromNewForm();
  await expectFieldError(field(fourth, vi.smsCode), vi.msg.rateLimited);
  await expect(fourth.getByTestId('sms-send-button')).toHaveText(vi.sendCode);
  expect(callsBetween(before, await sandbox.calls(), platform.smsRegister)[platform.smsRegister]).toBe(4);

  // The gateway remembers the lock: the next send is refused without asking the platform.
  await expectNoPlatformCall([platform.smsRegister], async () => {
    const fifth = await sendFromNewForm();
    await expectFieldError(field(fifth, vi.smsCode), vi.msg.rateLimited);
  });
});

test('the gateway checks a number, a code and its one-a-second budget itself, before the platform', async ({ page }) => {
  await sandbox.switches({ MOBILEVERCODELOGIN3: true });
  await page.goto('/');
  const send = (mobile: string) =>
    gql<{ requestSmsCode: { resendAfterSeconds: number | null; userErrors: Array<{ field: string | null; code: string; details: { digits: number | null } | null }> } }>(
      page.request,
      `mutation($input: RequestSmsCodeInput!) {
        requestSmsCode(input: $input) { resendAfterSeconds userErrors { field code details { digits } } }
      }`,
      { input: { purpose: 'RESET_PASSWORD', mobile, countryDialingCode: '84' } },
    );

  await expectNoPlatformCall([platform.smsNoLogin], async () => {
    const { data } = await send('09012');
    expect(data?.requestSmsCode.userErrors).toEqual([{ field: 'mobile', code: 'INVALID_MOBILE', details: { digits: 9 } }]);
  });

  // An SMS login with a code over 255 characters (the field stops at 255) is refused here too.
  await expectNoPlatformCall([platform.login], async () => {
    const { data } = await gql<{ loginWithSms: { viewer: unknown; userErrors: Array<{ field: string; code: string }> } }>(
      page.request,
      'mutation($input: LoginWithSmsInput!) { loginWithSms(input: $input) { viewer { member { id } } userErrors { field code } } }',
      { input: { mobile: '0901234567', countryDialingCode: '84', smsCode: '1'.repeat(256) } },
    );
    expect(data?.loginWithSms.viewer).toBeNull();
    expect(data?.loginWithSms.userErrors).toEqual([expect.objectContaining({ field: 'smsCode' })]);
  });

  const before = await sandbox.calls();
  const first = await send('0901234567');
  expect(first.data?.requestSmsCode).toEqual({ resendAfterSeconds: 300, userErrors: [] });
  const second = await send('0938111222');
  expect(second.data?.requestSmsCode.resendAfterSeconds).toBeNull();
  expect(second.data?.requestSmsCode.userErrors[0]?.code).toBe('RATE_LIMITED');
  expect(callsBetween(before, await sandbox.calls(), platform.smsNoLogin)[platform.smsNoLogin]).toBe(1);
});
