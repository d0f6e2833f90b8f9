import type { Locator, Page } from '@playwright/test';
import { asNewAddress, expect, expectNoPlatformCall, field, openMobileRegistration, test, vi } from '../support/identity.js';
import { platform, sandbox } from '../support/sandbox.js';

// Spec 000 §3 (login payload: fields from a human-verification step), §7 (login, sms/noLogin and sms/register
// carry the challenge result) and §8 ("please complete verification first"). The sandbox stands in for a platform
// that requires the challenge; the site's default challenge is ALTCHA, solved in the browser.

const completeFirst = 'Vui lòng hoàn tất xác minh trước';
const notARobot = 'Tôi không phải là robot';

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

test.beforeEach(async ({ page }) => {
  await sandbox.reset();
  await sandbox.loginSettings({ humanVerification: true });
  // The gateway keeps each visitor's site status for a while: a new address reads the requirement.
  await asNewAddress(page);
});

/** Ticks the ALTCHA box in `scope` (by its label, as a visitor does) and waits until the proof of work is solved. */
async function solveChallenge(scope: Locator): Promise<void> {
  const widget = scope.getByTestId('human-verification');
  await widget.getByText(notARobot, { exact: true }).click();
  await expect(widget.getByRole('checkbox')).toBeChecked({ timeout: 30_000 });
}

function challengeMessage(scope: Locator): Locator {
  return scope.getByTestId('human-verification').getByRole('alert');
}

async function loginPageForm(page: Page): Promise<Locator> {
  await page.goto('/login');
  const form = page.getByRole('main').getByTestId('login-form');
  await expect(form.getByTestId('human-verification')).toBeVisible();
  return form;
}

for (const { name, viewport } of widths) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('login: refused with "please complete verification first" until the challenge is solved', async ({ page }) => {
      const form = await loginPageForm(page);
      await field(form, vi.username).fill('player01');
      await field(form, vi.password).fill('secret88');
      await expectNoPlatformCall([platform.login], async () => {
        await form.getByRole('button', { name: vi.login, exact: true }).click();
        await expect(challengeMessage(form)).toHaveText(completeFirst);
      });
      await solveChallenge(form);
      await expect(challengeMessage(form)).toHaveCount(0);
      await form.getByRole('button', { name: vi.login, exact: true }).click();
      await expect(page.getByTestId('nickname')).toBeVisible();
    });

    test('SMS login: the code is sent only after the challenge, and the login needs a new one', async ({ page }) => {
      await sandbox.switches({ MOBILEVERCODELOGIN3: true });
      const form = await loginPageForm(page);
      await form.getByRole('group', { name: 'Phương thức đăng nhập' }).getByRole('button', { name: vi.modeSms }).click();
      await field(form, vi.mobile).fill('0901234567');
      await expectNoPlatformCall([platform.smsNoLogin], async () => {
        await form.getByTestId('sms-send-button').click();
        await expect(challengeMessage(form)).toHaveText(completeFirst);
      });
      await solveChallenge(form);
      await form.getByTestId('sms-send-button').click();
      await expect.poll(async () => (await sandbox.sms('0901234567'))?.purpose).toBe('noLogin');
      await field(form, vi.smsCode).fill((await sandbox.sms('0901234567'))?.code ?? '');

      // The proof went with the send: the login asks for a fresh one.
      await expectNoPlatformCall([platform.login], async () => {
        await form.getByRole('button', { name: vi.login, exact: true }).click();
        await expect(challengeMessage(form)).toHaveText(completeFirst);
      });
      await solveChallenge(form);
      await form.getByRole('button', { name: vi.login, exact: true }).click();
      await expect(page.getByTestId('nickname')).toBeVisible();
    });

    test('SMS registration: the registration code is sent only after the challenge; the member registers', async ({ page }) => {
      await sandbox.switches({ REGMOBVERF3: true });
      const { modal, mobile } = await openMobileRegistration(page);
      await expectNoPlatformCall([platform.smsRegister], async () => {
        await modal.getByTestId('sms-send-button').click();
        await expect(challengeMessage(modal)).toHaveText(completeFirst);
      });
      await solveChallenge(modal);
      await modal.getByTestId('sms-send-button').click();
      await expect.poll(async () => (await sandbox.sms(mobile))?.purpose).toBe('register');
      await field(modal, vi.smsCode).fill((await sandbox.sms(mobile))?.code ?? '');
      await field(modal, vi.password).fill('saola2025');
      await field(modal, vi.confirmPassword).fill('saola2025');
      await expect(modal.getByRole('img', { name: vi.captchaImage })).toBeVisible();
      await field(modal, vi.captcha).fill((await sandbox.captcha()).answer);
      await modal.getByRole('checkbox', { name: 'Tôi đã đọc và đồng ý với Thỏa thuận người dùng' }).check();
      await modal.getByRole('checkbox', { name: 'Tôi đã đủ 18 tuổi và đồng ý chấp nhận các điều khoản sử dụng' }).check();
      await modal.getByRole('button', { name: vi.registerNow }).click();
      await expect(page.getByTestId('nickname')).toHaveText(`m${mobile.slice(1)}`);
    });
  });
}
