import {
  expect,
  expectFieldError,
  expectNoFieldError,
  expectNoPlatformCall,
  field,
  gql,
  headerLoginForm,
  logInAsPlayer01,
  logInWithPassword,
  test,
  vi,
} from '../support/identity.js';
import { callsBetween, platform, sandbox } from '../support/sandbox.js';

// Spec 000 section 4 "Session" 2-6 and section 5 "Login" (username mode). SMS login: identity-sms.spec.ts.

test.beforeEach(async () => {
  await sandbox.reset();
});

test('login success on /login goes home and shows the member; a returning member gets no first-login notice', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: vi.login })).toBeVisible();
  // One form per page: the header's is not shown on /login.
  const form = page.getByTestId('login-form');
  await expect(form).toHaveCount(1);
  const before = await sandbox.calls();

  await logInWithPassword(form, 'player01', 'secret88');

  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('nickname')).toHaveText('Minh Anh');
  await expect(page.getByTestId('balance')).toHaveText('1.550,50 K');
  await expect(page.getByTestId('first-login-notice')).toHaveCount(0);
  await expect(page.getByTestId('change-password-modal')).toHaveCount(0);
  const after = await sandbox.calls();
  const made = callsBetween(before, after, platform.login, platform.memberInfo);
  expect(made[platform.login]).toBe(1);
  // Login success loads the member's info (spec 000 section 4, Session 2).
  expect(made[platform.memberInfo]).toBeGreaterThanOrEqual(1);
});

test('login trims username and password (spec 000 section 5)', async ({ page }) => {
  await page.goto('/');
  await logInWithPassword(headerLoginForm(page), '  player01 ', ' secret88  ');
  await expect(page.getByTestId('nickname')).toHaveText('Minh Anh');
});

test('login form: username and password are required (blank after trimming) and nothing reaches the platform', async ({ page }) => {
  await page.goto('/');
  const form = headerLoginForm(page);
  const submit = form.getByRole('button', { name: vi.login, exact: true });

  await expectNoPlatformCall([platform.login], async () => {
    await submit.click();
    await expectFieldError(field(form, vi.username), vi.msg.usernameRequired);
    await expectFieldError(field(form, vi.password), vi.msg.passwordRequired);

    // Whitespace only is still empty once trimmed.
    await field(form, vi.username).fill('   ');
    await field(form, vi.password).fill('  ');
    await submit.click();
    await expectFieldError(field(form, vi.username), vi.msg.usernameRequired);
    await expectFieldError(field(form, vi.password), vi.msg.passwordRequired);

    // Each message goes when its field is corrected; the other stays.
    await field(form, vi.username).fill('player01');
    await expectNoFieldError(field(form, vi.username));
    await submit.click();
    await expectFieldError(field(form, vi.password), vi.msg.passwordRequired);
  });
  // No captcha field until the platform asks for one.
  await expect(field(form, vi.captcha)).toHaveCount(0);
});

test('the gateway refuses a blank login itself: userErrors on both fields, no platform call', async ({ page }) => {
  await page.goto('/');
  await expectNoPlatformCall([platform.login], async () => {
    const { data } = await gql<{ login: { viewer: unknown; userErrors: Array<{ field: string; code: string }> } }>(
      page.request,
      'mutation($input: LoginInput!) { login(input: $input) { viewer { member { id } } userErrors { field code } } }',
      { input: { username: '  ', password: ' ' } },
    );
    expect(data?.login.viewer).toBeNull();
    expect(data?.login.userErrors).toEqual([
      { field: 'username', code: 'REQUIRED' },
      { field: 'password', code: 'REQUIRED' },
    ]);
  });
});

test('captcha: hidden at first, revealed after failed logins, required once shown, and its answer logs in', async ({ page }) => {
  await page.goto('/');
  const form = headerLoginForm(page);
  const submit = form.getByRole('button', { name: vi.login, exact: true });

  // Failures 1 and 2: the wrong-credentials message, no captcha yet.
  for (const attempt of [1, 2]) {
    await logInWithPassword(form, 'player01', `wrong${attempt}`);
    await expect(form.getByRole('alert')).toHaveText(vi.msg.wrongCredentials);
    await expect(field(form, vi.captcha)).toHaveCount(0);
  }
  // Failure 3 carries the platform's captcha flag: the field appears with a fresh image.
  const captchasBefore = (await sandbox.calls())[platform.captcha] ?? 0;
  await logInWithPassword(form, 'player01', 'wrong3');
  const captcha = field(form, vi.captcha);
  await expect(captcha).toBeVisible();
  await expect(form.getByRole('img', { name: vi.captchaImage })).toBeVisible();
  expect((await sandbox.calls())[platform.captcha]).toBe(captchasBefore + 1);

  // Captcha required when shown: refused here, without a platform call.
  await expectNoPlatformCall([platform.login], async () => {
    await field(form, vi.password).fill('secret88');
    await submit.click();
    await expectFieldError(captcha, vi.msg.captchaRequired);
  });

  // The answer of the image on screen (the control API reveals it) with the right password logs in.
  const { answer } = await sandbox.captcha();
  await captcha.fill(answer);
  await expectNoFieldError(captcha);
  await submit.click();
  await expect(page.getByTestId('nickname')).toHaveText('Minh Anh');
});

test('forced password change for 123456 (player02): the change-password modal opens instead of home; after the change the member logs in again', async ({ page }) => {
  await page.goto('/login');
  await logInWithPassword(page.getByTestId('login-form'), 'player02', '123456');

  const modal = page.getByTestId('change-password-modal');
  await expect(modal).toBeVisible();
  await expect(page.getByRole('dialog', { name: vi.changePasswordTitle })).toContainText(vi.msg.forcedChange);
  await expect(page).toHaveURL('/login');
  await expect(page.getByTestId('first-login-notice')).toHaveCount(0);

  await field(modal, vi.oldPassword).fill('123456');
  await field(modal, vi.newPassword).fill('thuha2025');
  await field(modal, vi.confirmNewPassword).fill('thuha2025');
  const before = await sandbox.calls();
  await modal.getByRole('button', { name: vi.savePassword }).click();
  await expect(modal.getByRole('status')).toHaveText(vi.msg.passwordResetDone);
  expect(callsBetween(before, await sandbox.calls(), platform.changePassword)[platform.changePassword]).toBe(1);

  // "Log in again": logged out, home, and the login popup.
  await modal.getByRole('button', { name: vi.loginAgain }).click();
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL('/');
  const popup = page.getByTestId('login-popup');
  await expect(popup).toBeVisible();
  await expect(page.getByTestId('nickname')).toHaveCount(0);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'saola_session')).toBeUndefined();

  await logInWithPassword(page.getByTestId('login-popup-form'), 'player02', 'thuha2025');
  await expect(page.getByTestId('nickname')).toHaveText('Thu Hà');
  await expect(popup).toHaveCount(0);
  await expect(page.getByTestId('change-password-modal')).toHaveCount(0);
});

test('forced password change for an expired password (player03) while PWDEXPFORCECHANGE3 is on', async ({ page }) => {
  await page.goto('/login');
  await logInWithPassword(page.getByTestId('login-form'), 'player03', 'secret88');
  await expect(page.getByTestId('change-password-modal')).toBeVisible();
  await expect(page.getByTestId('change-password-modal')).toContainText(vi.msg.forcedChange);
  await expect(page).toHaveURL('/login');
});

test('an expired password (player03) is not forced to change when PWDEXPFORCECHANGE3 is off', async ({ page }) => {
  await sandbox.switches({ PWDEXPFORCECHANGE3: false });
  await page.goto('/login');
  await logInWithPassword(page.getByTestId('login-form'), 'player03', 'secret88');
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('nickname')).toHaveText('Quốc Bảo');
  await expect(page.getByTestId('change-password-modal')).toHaveCount(0);
});

test('logout asks for confirmation: cancel keeps the session; confirm logs out, goes to / and drops the cookie', async ({ page }) => {
  await logInAsPlayer01(page);
  // Start away from home, so "goes to /" is visible.
  await page.goto('/khong-co-trang-nay');
  await expect(page.getByTestId('nickname')).toHaveText('Minh Anh');
  const logoutButton = page.getByRole('button', { name: vi.logout });

  await logoutButton.click();
  const dialog = page.getByRole('alertdialog', { name: vi.logout });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Bạn có chắc chắn muốn đăng xuất?');
  await expectNoPlatformCall([platform.logout], async () => {
    await dialog.getByRole('button', { name: vi.cancel }).click();
    await expect(dialog).toHaveCount(0);
  });
  await expect(page.getByTestId('nickname')).toHaveText('Minh Anh');
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'saola_session')).toBe(true);

  const before = await sandbox.calls();
  await logoutButton.click();
  await page.getByRole('alertdialog', { name: vi.logout }).getByRole('button', { name: vi.confirm }).click();
  await expect(page).toHaveURL('/');
  await expect(headerLoginForm(page)).toBeVisible();
  await expect(page.getByTestId('nickname')).toHaveCount(0);
  expect(callsBetween(before, await sandbox.calls(), platform.logout)[platform.logout]).toBe(1);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'saola_session')).toBeUndefined();
  // Logged out for good: a reload shows a visitor.
  await page.reload();
  await expect(headerLoginForm(page)).toBeVisible();
});

test('free play from the login popup: a trial account, popup closed, home, with the trial badge', async ({ page }) => {
  await page.goto('/khong-co-trang-nay');
  // The login popup is reached from the register modal's "Log in".
  await page.getByRole('button', { name: vi.register, exact: true }).click();
  await page.getByTestId('register-modal').getByRole('button', { name: vi.login, exact: true }).click();
  const popup = page.getByTestId('login-popup');
  await expect(popup).toBeVisible();

  const before = await sandbox.calls();
  await popup.getByRole('button', { name: vi.freePlay }).click();
  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL('/');
  const account = page.getByRole('group', { name: 'Tài khoản' });
  await expect(account.getByText(vi.trial, { exact: true })).toBeVisible();
  await expect(page.getByTestId('nickname')).not.toBeEmpty();
  await expect(page.getByTestId('balance')).toHaveText('10.000,00 K');
  expect(callsBetween(before, await sandbox.calls(), platform.freePlay)[platform.freePlay]).toBe(1);
  // A real member has no trial badge.
  await page.getByRole('button', { name: vi.logout }).click();
  await page.getByRole('alertdialog', { name: vi.logout }).getByRole('button', { name: vi.confirm }).click();
  await logInWithPassword(headerLoginForm(page), 'player01', 'secret88');
  await expect(page.getByTestId('nickname')).toHaveText('Minh Anh');
  await expect(account.getByText(vi.trial, { exact: true })).toHaveCount(0);
});

test('free play is offered only while FREEPLAY3 is on', async ({ page }) => {
  await sandbox.switches({ FREEPLAY3: false });
  await page.goto('/');
  await expect(headerLoginForm(page).getByRole('button', { name: vi.login, exact: true })).toBeVisible();
  await expect(headerLoginForm(page).getByRole('button', { name: vi.freePlay })).toHaveCount(0);
});

test('a trial account is refused a real-account action by the gateway, before the platform', async ({ page }) => {
  await page.goto('/');
  await headerLoginForm(page).getByRole('button', { name: vi.freePlay }).click();
  await expect(page.getByText(vi.trial, { exact: true })).toBeVisible();
  await expectNoPlatformCall([platform.changePassword], async () => {
    const answer = await gql(
      page.request,
      'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { userErrors { field code } } }',
      { input: { oldPassword: 'whatever1', newPassword: 'newpass88', confirmPassword: 'newpass88' } },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('NEED_REAL_ACCOUNT');
  });
});

test('guarded action (favourite a game): a visitor gets the login popup, a trial account the need-real-account dialog', async ({ page }) => {
  await page.goto('/');
  const favourite = page.getByRole('button', { name: /^Yêu thích / }).first();
  const addFavourite = 'POST /wps/relay/MCSFE_addFavoriteGameV2';

  // No session: the login popup (spec 000 section 6).
  await favourite.click();
  const popup = page.getByTestId('login-popup');
  await expect(page.getByRole('dialog', { name: vi.login })).toBeVisible();
  await popup.getByRole('button', { name: vi.freePlay }).click();
  await expect(popup).toHaveCount(0);
  await expect(page.getByText(vi.trial, { exact: true })).toBeVisible();

  // A trial account: the warning dialog with its confirm button (spec 000 section 8), and no platform call.
  await expectNoPlatformCall([addFavourite], async () => {
    await favourite.click();
    const dialog = page.getByRole('alertdialog', { name: 'Cần tài khoản thật' });
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('need-real-account-dialog')).toContainText('Chức năng này chỉ dành cho tài khoản thật');
    await dialog.getByRole('button', { name: vi.confirm }).click();
    await expect(dialog).toHaveCount(0);
  });
  await expect(page.getByText(vi.trial, { exact: true })).toBeVisible();
});
