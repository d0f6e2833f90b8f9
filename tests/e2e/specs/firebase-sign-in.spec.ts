import type { BrowserContext, Locator, Page, Request } from '@playwright/test';
import { E2E } from '../e2e-env.js';
import { asNewAddress, expect, expectFieldError, field, openMobileRegistration, test, vi } from '../support/identity.js';
import { platform, sandbox, callsBetween } from '../support/sandbox.js';

// Issue 35, spec 000 §2 (login form: optional Google or Facebook sign-in) and §4 (binding is permanent). The real
// Firebase JS SDK runs in the browser against the sandbox's imitation of the Firebase Auth emulator: its popup
// (account picker), relay frame and REST calls. The SDK fetches Google's gapi loader from apis.google.com even in
// emulator mode; offline, the test hands it the sandbox's stand-in instead (test environment only).

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

const providers = [
  { name: 'Google', button: 'Tiếp tục với Google', prefix: 'g' },
  { name: 'Facebook', button: 'Tiếp tục với Facebook', prefix: 'f' },
] as const;

async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/**', async (route) => {
    const response = await fetch(`${E2E.sandboxUrl}/emulator/gapi/api.js`);
    await route.fulfill({ status: response.status, contentType: 'text/javascript', body: await response.text() });
  });
}

/** Clicks a provider's button and answers the popup: a new account (email) or a known one. */
async function signInThroughPopup(page: Page, button: Locator, account: { add: string } | { pick: string }): Promise<void> {
  const popupOpened = page.waitForEvent('popup', { timeout: 30_000 });
  await button.click();
  const popup = await popupOpened;
  // Listening before the click: the popup may close before the click's promise settles.
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  if ('add' in account) {
    await popup.getByLabel('Email').fill(account.add);
    await popup.getByRole('button', { name: 'Add new account' }).click();
  } else {
    await popup.getByRole('button', { name: account.pick, exact: true }).click();
  }
  await closed;
}

/** The provider's button on /login's form. */
async function loginPageButton(page: Page, name: string): Promise<Locator> {
  await page.goto('/login');
  return page.getByTestId('login-form').getByRole('button', { name });
}

const bindNotice = 'Đăng nhập bằng Google / Facebook sẽ liên kết vĩnh viễn với tài khoản của bạn: không thể hủy liên kết này.';

/** The code the emulator imitation "texted" to the number (E.164), as tests read the real emulator's. */
async function firebaseCode(phoneNumber: string): Promise<string | undefined> {
  const response = await fetch(`${E2E.sandboxUrl}/emulator/v1/projects/saola-sandbox/verificationCodes`);
  const { verificationCodes } = (await response.json()) as { verificationCodes: Array<{ phoneNumber: string; code: string }> };
  return verificationCodes.findLast((entry) => entry.phoneNumber === phoneNumber)?.code;
}

/** The variables of the page's next Register mutation. */
function nextRegisterInput(page: Page): Promise<Record<string, unknown>> {
  return page
    .waitForRequest((request: Request) => request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'Register', { timeout: 30_000 })
    .then((request) => (request.postDataJSON() as { variables: { input: Record<string, unknown> } }).variables.input);
}

async function answerCaptcha(modal: Locator): Promise<void> {
  await expect(modal.getByRole('img', { name: vi.captchaImage })).toBeVisible();
  await field(modal, vi.captcha).fill((await sandbox.captcha()).answer);
}

test.beforeEach(async ({ page }) => {
  await sandbox.reset();
  await sandbox.loginSettings({ googleLogin: true, facebookLogin: true, firebaseSms: true });
  // The gateway keeps each visitor's site status for a while: a new address reads the switches just set.
  await asNewAddress(page);
});

for (const { name, viewport, isMobile, hasTouch } of widths) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport, isMobile, hasTouch });

    for (const provider of providers) {
      test(`${provider.name} through the popup: a new member, then the same member again`, async ({ page, context }) => {
        test.setTimeout(120_000);
        await serveGapiStandIn(context);
        const email = `${provider.prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
        const before = await sandbox.calls();

        await signInThroughPopup(page, await loginPageButton(page, provider.button), { add: email });
        // A first sign-in makes the member (bound to this identity for good) and is their first login.
        await expect(page.getByTestId('first-login-notice')).toBeVisible({ timeout: 30_000 });
        await expect(page.getByTestId('nickname')).toBeVisible();
        const nickname = await page.getByTestId('nickname').innerText();
        const made = callsBetween(before, await sandbox.calls(), platform.login);
        expect(made[platform.login]).toBe(1);

        // Logged out (the session cookie gone), the same identity signs in to the same member, picked from the list.
        await context.clearCookies();
        await signInThroughPopup(page, await loginPageButton(page, provider.button), { pick: email });
        await expect(page).toHaveURL('/', { timeout: 30_000 });
        await expect(page.getByTestId('nickname')).toHaveText(nickname);
        await expect(page.getByTestId('first-login-notice')).toHaveCount(0);
      });
    }

    test('binds an external login to the existing account with its email (player01), under the irreversible notice', async ({ page, context }) => {
      test.setTimeout(120_000);
      await serveGapiStandIn(context);
      const button = await loginPageButton(page, 'Tiếp tục với Google');
      await expect(page.getByTestId('login-form').getByText(bindNotice)).toBeVisible();
      await signInThroughPopup(page, button, { add: 'player01@mail.saola.example' });
      await expect(page.getByTestId('nickname')).toHaveText('Minh Anh', { timeout: 30_000 });
    });

    test('the register form offers the providers: a new account through the popup', async ({ page, context }) => {
      test.setTimeout(120_000);
      await serveGapiStandIn(context);
      await page.goto('/register');
      const modal = page.getByTestId('register-modal');
      await expect(modal.getByText(bindNotice)).toBeVisible();
      const email = `r${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
      await signInThroughPopup(page, modal.getByRole('button', { name: 'Tiếp tục với Facebook' }), { add: email });
      await expect(page.getByTestId('nickname')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('register-modal')).toHaveCount(0);
    });

    test('SMS login with third-party SMS: Firebase sends and checks the code, the login carries its ID token', async ({ page }) => {
      test.setTimeout(120_000);
      await sandbox.switches({ MOBILEVERCODELOGIN3: true });
      await page.goto('/login');
      const form = page.getByTestId('login-form');
      await form.getByRole('group', { name: 'Phương thức đăng nhập' }).getByRole('button', { name: vi.modeSms }).click();
      // player01's number.
      await field(form, vi.mobile).fill('0901234567');
      const before = await sandbox.calls();
      await form.getByTestId('sms-send-button').click();
      await expect(form.getByTestId('sms-send-button')).toHaveText(vi.resendIn(60), { timeout: 30_000 });
      await expect.poll(() => firebaseCode('+84901234567'), { timeout: 30_000 }).toMatch(/^[0-9]{6}$/);
      const code = (await firebaseCode('+84901234567')) ?? '';

      // A wrong code is Firebase's refusal, in the spec's words, under the code.
      await field(form, vi.smsCode).fill(code === '000000' ? '111111' : '000000');
      await form.getByRole('button', { name: vi.login, exact: true }).click();
      await expectFieldError(field(form, vi.smsCode), 'Mã xác minh không hợp lệ hoặc bị thiếu.');

      await field(form, vi.smsCode).fill(code);
      await form.getByRole('button', { name: vi.login, exact: true }).click();
      await expect(page.getByTestId('nickname')).toHaveText('Minh Anh', { timeout: 30_000 });
      const made = callsBetween(before, await sandbox.calls(), platform.smsNoLogin, platform.login);
      expect(made).toEqual({ [platform.smsNoLogin]: 0, [platform.login]: 1 });
    });

    test('resets a password by phone with third-party SMS, and logs the member in', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/login');
      await page.getByTestId('login-form').getByRole('button', { name: vi.forgotPassword }).click();
      const modal = page.getByTestId('forgot-password-modal');
      await modal.getByRole('tab', { name: vi.byPhone }).click();
      await field(modal, vi.mobile).fill('0901234567');
      const before = await sandbox.calls();
      await modal.getByTestId('sms-send-button').click();
      await expect(modal.getByTestId('sms-send-button')).toHaveText(vi.resendIn(60), { timeout: 30_000 });
      await expect.poll(() => firebaseCode('+84901234567'), { timeout: 30_000 }).toMatch(/^[0-9]{6}$/);
      await field(modal, vi.smsCode).fill((await firebaseCode('+84901234567')) ?? '');
      await field(modal, vi.newPassword).fill('minhanh2026');
      await field(modal, vi.confirmNewPassword).fill('minhanh2026');
      await modal.getByRole('button', { name: vi.resetPassword }).click();
      await expect(page.getByTestId('nickname')).toHaveText('Minh Anh', { timeout: 30_000 });
      const made = callsBetween(before, await sandbox.calls(), platform.smsNoLogin, platform.resetBySms);
      expect(made).toEqual({ [platform.smsNoLogin]: 0, [platform.resetBySms]: 1 });
    });

    test('registers by mobile with third-party SMS: Firebase sends the code, the registration carries its ID token', async ({ page }) => {
      test.setTimeout(120_000);
      await sandbox.switches({ REGMOBVERF3: true });
      const { modal, mobile } = await openMobileRegistration(page);
      const before = await sandbox.calls();
      await modal.getByTestId('sms-send-button').click();
      // Spec 000 §4: one minute with third-party SMS.
      await expect(modal.getByTestId('sms-send-button')).toHaveText(vi.resendIn(60), { timeout: 30_000 });
      const phoneNumber = `+84${mobile.slice(1)}`;
      await expect.poll(() => firebaseCode(phoneNumber), { timeout: 30_000 }).toMatch(/^[0-9]{6}$/);
      await field(modal, vi.smsCode).fill((await firebaseCode(phoneNumber)) ?? '');
      await field(modal, vi.password).fill('saola2025');
      await field(modal, vi.confirmPassword).fill('saola2025');
      await answerCaptcha(modal);
      await modal.getByRole('checkbox', { name: 'Tôi đã đọc và đồng ý với Thỏa thuận người dùng' }).check();
      await modal.getByRole('checkbox', { name: 'Tôi đã đủ 18 tuổi và đồng ý chấp nhận các điều khoản sử dụng' }).check();

      const input = nextRegisterInput(page);
      await modal.getByRole('button', { name: vi.registerNow }).click();
      expect(await input).toMatchObject({ method: 'MOBILE', mobile: mobile, firebaseIdToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.$/) });
      expect(await input).not.toHaveProperty('verificationCode');
      await expect(page.getByTestId('nickname')).toHaveText(`m${mobile.slice(1)}`, { timeout: 30_000 });
      // The platform sent no SMS of its own: Firebase did.
      const made = callsBetween(before, await sandbox.calls(), platform.smsRegister, platform.registerMobile);
      expect(made).toEqual({ [platform.smsRegister]: 0, [platform.registerMobile]: 1 });
    });
  });
}

test('a popup the visitor closes is the spec\'s "popup closed by user, login failed", and nobody is logged in', async ({ page, context }) => {
  test.setTimeout(120_000);
  await serveGapiStandIn(context);
  const button = await loginPageButton(page, 'Tiếp tục với Google');
  const popupOpened = page.waitForEvent('popup', { timeout: 30_000 });
  await button.click();
  const popup = await popupOpened;
  await expect(popup.getByRole('button', { name: 'Add new account' })).toBeVisible();
  const before = await sandbox.calls();
  await popup.close();
  // The SDK notices the closed window within seconds and gives up.
  await expect(page.getByTestId('provider-sign-in').getByRole('alert')).toHaveText('Cửa sổ đăng nhập đã bị đóng. Đăng nhập thất bại.', { timeout: 45_000 });
  await expect(page.getByTestId('nickname')).toHaveCount(0);
  expect(callsBetween(before, await sandbox.calls(), platform.login)[platform.login]).toBe(0);
});

test('where the browser blocks the popup, the sign-in goes by redirect and comes back logged in', async ({ page, context }) => {
  test.setTimeout(120_000);
  await serveGapiStandIn(context);
  // A browser that blocks popups answers window.open with null.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const button = await loginPageButton(page, 'Tiếp tục với Google');
  await button.click();
  await page.waitForURL(/\/emulator\/auth\/handler/, { timeout: 30_000 });
  const email = `d${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Add new account' }).click();
  await expect(page.getByTestId('nickname')).toBeVisible({ timeout: 45_000 });
});
