import type { Locator, Page, Request } from '@playwright/test';
import {
  expect,
  expectFieldError,
  expectNoFieldError,
  expectNoPlatformCall,
  field,
  gql,
  headerLoginForm,
  logInWithPassword,
  test,
  vi,
} from '../support/identity.js';
import { callsBetween, platform, sandbox } from '../support/sandbox.js';

// Spec 000 section 4 "Forgot password" and section 5 "Change password" and "Forgot password".

test.beforeEach(async () => {
  await sandbox.reset();
});

async function openForgotPassword(page: Page): Promise<Locator> {
  await page.goto('/');
  await headerLoginForm(page).getByRole('button', { name: vi.forgotPassword }).click();
  await expect(page.getByRole('dialog', { name: vi.forgotTitle })).toBeVisible();
  return page.getByTestId('forgot-password-modal');
}

/** player02 logs in with 123456, which opens the forced change-password modal. */
async function openForcedChange(page: Page): Promise<Locator> {
  await page.goto('/login');
  await logInWithPassword(page.getByTestId('login-form'), 'player02', '123456');
  await expect(page.getByRole('dialog', { name: vi.changePasswordTitle })).toBeVisible();
  return page.getByTestId('change-password-modal');
}

test('forgot password by email: username required and in username format, email required and valid; nothing reaches the platform', async ({ page }) => {
  const modal = await openForgotPassword(page);
  await expect(modal.getByRole('tab', { name: vi.byEmail })).toHaveAttribute('aria-selected', 'true');
  const send = modal.getByRole('button', { name: vi.sendRequest });
  await expectNoPlatformCall([platform.resetByEmail], async () => {
    await send.click();
    await expectFieldError(field(modal, vi.username), vi.msg.required);
    await expectFieldError(field(modal, vi.email), vi.msg.required);

    await field(modal, vi.username).fill('1player');
    await field(modal, vi.email).fill('player01@mail');
    await send.click();
    await expectFieldError(field(modal, vi.username), vi.msg.usernameRule('6–12'));
    await expectFieldError(field(modal, vi.email), vi.msg.email);

    await field(modal, vi.username).fill('player01');
    await send.click();
    await expectNoFieldError(field(modal, vi.username));
    await expectFieldError(field(modal, vi.email), vi.msg.email);
  });
});

test('forgot password by email: the same "request sent" answer whether or not the pair matches; only a match gets mail', async ({ page }) => {
  const modal = await openForgotPassword(page);
  const send = modal.getByRole('button', { name: vi.sendRequest });
  const sent = page.getByRole('alertdialog', { name: 'Đã gửi yêu cầu' });

  // Not the account's email: answered like a match, so the form cannot tell which pairs exist; no mail goes out.
  await field(modal, vi.username).fill('player01');
  await field(modal, vi.email).fill('someone@mail.saola.example');
  await send.click();
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('Yêu cầu của bạn đã được gửi. Vui lòng kiểm tra email.');
  expect(await sandbox.mails()).toEqual([]);
  await sent.getByRole('button', { name: vi.ok }).click();

  const again = await openForgotPassword(page);
  await field(again, vi.username).fill('player01');
  await field(again, vi.email).fill(' Player01@mail.saola.example ');
  const before = await sandbox.calls();
  await again.getByRole('button', { name: vi.sendRequest }).click();
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('Yêu cầu của bạn đã được gửi. Vui lòng kiểm tra email.');
  expect(callsBetween(before, await sandbox.calls(), platform.resetByEmail)[platform.resetByEmail]).toBe(1);
  expect((await sandbox.mails()).map((mail) => mail.username)).toEqual(['player01']);
  await sent.getByRole('button', { name: vi.ok }).click();
  await expect(page.getByTestId('forgot-password-modal')).toHaveCount(0);
  await expect(headerLoginForm(page)).toBeVisible();
});

test('forgot password by phone: mobile number, SMS code and new password required; nothing reaches the platform', async ({ page }) => {
  const modal = await openForgotPassword(page);
  await modal.getByRole('tab', { name: vi.byPhone }).click();
  const reset = modal.getByRole('button', { name: vi.resetPassword });
  await expectNoPlatformCall([platform.resetBySms, platform.smsNoLogin], async () => {
    await reset.click();
    await expectFieldError(field(modal, vi.mobile), vi.msg.mobileRequired);
    await expectFieldError(field(modal, vi.smsCode), vi.msg.codeRequired);
    await expectFieldError(field(modal, vi.newPassword), vi.msg.required);
    await expectFieldError(field(modal, vi.confirmNewPassword), vi.msg.confirmRequired);

    // Sending a code checks the number first.
    await field(modal, vi.mobile).fill('090');
    await modal.getByTestId('sms-send-button').click();
    await expectFieldError(field(modal, vi.mobile), vi.msg.mobileDigits(9));

    await field(modal, vi.mobile).fill('0901234567');
    await field(modal, vi.smsCode).fill('123456');
    await field(modal, vi.newPassword).fill('ab');
    await field(modal, vi.confirmNewPassword).fill('abc');
    await reset.click();
    await expectNoFieldError(field(modal, vi.mobile));
    await expectFieldError(field(modal, vi.newPassword), vi.msg.lettersOrDigits('6–12'));
    await expectFieldError(field(modal, vi.confirmNewPassword), vi.msg.mismatch);
  });
});

test('forgot password by phone: the SMS code resets the password and logs the member in', async ({ page }) => {
  const modal = await openForgotPassword(page);
  await modal.getByRole('tab', { name: vi.byPhone }).click();
  await field(modal, vi.mobile).fill('0901234567');
  await modal.getByTestId('sms-send-button').click();
  await expect.poll(async () => (await sandbox.sms('0901234567'))?.purpose).toBe('noLogin');
  await field(modal, vi.smsCode).fill((await sandbox.sms('0901234567'))?.code ?? '');
  await field(modal, vi.newPassword).fill('minhanh2025');
  await field(modal, vi.confirmNewPassword).fill('minhanh2025');
  const before = await sandbox.calls();
  await modal.getByRole('button', { name: vi.resetPassword }).click();

  await expect(page.getByTestId('nickname')).toHaveText('Minh Anh');
  await expect(page.getByTestId('forgot-password-modal')).toHaveCount(0);
  await expect(page).toHaveURL('/');
  expect(callsBetween(before, await sandbox.calls(), platform.resetBySms)[platform.resetBySms]).toBe(1);

  // The new password is the account's password now.
  const login = (password: string) =>
    gql<{ login: { viewer: unknown } }>(
      page.request,
      'mutation($input: LoginInput!) { login(input: $input) { viewer { member { nickname } } } }',
      { input: { username: 'player01', password } },
    );
  expect((await login('secret88')).data?.login.viewer).toBeNull();
  expect((await login('minhanh2025')).data?.login.viewer).toEqual({ member: { nickname: 'Minh Anh' } });
});

test('the gateway refuses malformed forgot-password requests itself, before the platform', async ({ page }) => {
  await page.goto('/');
  await expectNoPlatformCall([platform.resetByEmail, platform.resetBySms], async () => {
    const byEmail = await gql<{ requestPasswordReset: { sent: boolean; userErrors: Array<{ field: string; code: string }> } }>(
      page.request,
      'mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { sent userErrors { field code } } }',
      { input: { username: ' ', email: 'player01@mail' } },
    );
    expect(byEmail.data?.requestPasswordReset).toEqual({
      sent: false,
      userErrors: [
        { field: 'username', code: 'REQUIRED' },
        { field: 'email', code: 'INVALID_EMAIL' },
      ],
    });
    const byPhone = await gql<{ resetPasswordByPhone: { viewer: unknown; userErrors: Array<{ field: string; code: string }> } }>(
      page.request,
      'mutation($input: ResetPasswordByPhoneInput!) { resetPasswordByPhone(input: $input) { viewer { member { id } } userErrors { field code } } }',
      { input: { mobile: '090', countryDialingCode: '84', smsCode: ' ', newPassword: 'ab', confirmPassword: 'abc' } },
    );
    expect(byPhone.data?.resetPasswordByPhone.viewer).toBeNull();
    expect(byPhone.data?.resetPasswordByPhone.userErrors.map((error) => [error.field, error.code])).toEqual([
      ['mobile', 'INVALID_MOBILE'],
      ['smsCode', 'REQUIRED'],
      ['newPassword', 'TOO_SHORT'],
      ['confirmPassword', 'MISMATCH'],
    ]);
  });
});

test('phone recovery is offered only while the site enables it', async ({ page }) => {
  await sandbox.loginSettings({ phonePasswordRecovery: false });
  const modal = await openForgotPassword(page);
  await expect(modal.getByRole('tab')).toHaveCount(0);
  await expect(field(modal, vi.email)).toBeVisible();
});

test('change password: current password required, new one required and by the password rule, confirmation equal; nothing reaches the platform', async ({ page }) => {
  const modal = await openForcedChange(page);
  const save = modal.getByRole('button', { name: vi.savePassword });
  await expectNoPlatformCall([platform.changePassword], async () => {
    await save.click();
    await expectFieldError(field(modal, vi.oldPassword), vi.msg.oldRequired);
    await expectFieldError(field(modal, vi.newPassword), vi.msg.required);
    await expectFieldError(field(modal, vi.confirmNewPassword), vi.msg.confirmRequired);

    await field(modal, vi.oldPassword).fill('123456');
    await field(modal, vi.newPassword).fill('thu ha');
    await field(modal, vi.confirmNewPassword).fill('thu ha');
    await save.click();
    await expectNoFieldError(field(modal, vi.oldPassword));
    await expectFieldError(field(modal, vi.newPassword), vi.msg.lettersOrDigits('6–12'));

    await field(modal, vi.newPassword).fill('thuha2025');
    await field(modal, vi.confirmNewPassword).fill('thuha2026');
    await save.click();
    await expectNoFieldError(field(modal, vi.newPassword));
    await expectFieldError(field(modal, vi.confirmNewPassword), vi.msg.mismatch);
  });

  // A wrong current password is the platform's verdict, shown under that field.
  await field(modal, vi.oldPassword).fill('654321');
  await field(modal, vi.confirmNewPassword).fill('thuha2025');
  const sent = page.waitForRequest((request: Request) => request.postDataJSON()?.operationName === 'ChangePassword');
  await save.click();
  await expectFieldError(field(modal, vi.oldPassword), vi.msg.wrongCredentials);
  // The request sends the new password as the confirmation too (spec 000 section 5).
  const input = ((await sent).postDataJSON() as { variables: { input: Record<string, string> } }).variables.input;
  expect(input).toEqual({ oldPassword: '654321', newPassword: 'thuha2025', confirmPassword: 'thuha2025' });
});

test('change password: a new password equal to the current one, or 123456, stops at the gateway under the new-password field', async ({ page }) => {
  const modal = await openForcedChange(page);
  await field(modal, vi.oldPassword).fill('123456');
  await field(modal, vi.newPassword).fill('123456');
  await field(modal, vi.confirmNewPassword).fill('123456');
  await expectNoPlatformCall([platform.changePassword], async () => {
    await modal.getByRole('button', { name: vi.savePassword }).click();
    await expect(field(modal, vi.newPassword)).toHaveAttribute('aria-invalid', 'true');
  });
  await expect(modal).toBeVisible();
});

test('change password: the refusal of an unchanged or default new password says what is wrong with the password', async ({ page }) => {
  // The gateway answers NOT_ALLOWED on newPassword; it must read as a password message, not an account one.
  const modal = await openForcedChange(page);
  await field(modal, vi.oldPassword).fill('123456');
  await field(modal, vi.newPassword).fill('123456');
  await field(modal, vi.confirmNewPassword).fill('123456');
  await modal.getByRole('button', { name: vi.savePassword }).click();
  const newPassword = field(modal, vi.newPassword);
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(newPassword).not.toHaveAccessibleDescription('Tài khoản này không thể đăng nhập tại đây');
  await expect(newPassword).toHaveAccessibleDescription(/mật khẩu/i);
});
