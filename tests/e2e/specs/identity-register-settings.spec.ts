import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  expect,
  expectFieldError,
  expectNoFieldError,
  field,
  gql,
  newUsername,
  test,
  vi,
} from '../support/identity.js';
import { startPrivateStack, type PrivateStack } from '../support/private-stack.js';
import type { FieldSetting } from '../support/sandbox.js';

// Spec 000 section 5 "Registration": which fields show and which are required come from the server's flags per
// field, each with its own rule and rule message. The gateway keeps the platform's register settings for five
// minutes, so this file runs its own stack whose public cache is refreshed on every read (PUBLIC_CACHE_TTL_MS).

let stack: PrivateStack;

test.beforeAll(async () => {
  stack = await startPrivateStack({ PUBLIC_CACHE_TTL_MS: '1' });
});

test.afterAll(async () => {
  await stack?.stop();
});

type FormFields = Array<{ name: string; enabled: boolean; required: boolean }>;

/** Waits until the gateway serves the register settings the sandbox now holds (stale reads refresh behind). */
async function settle(request: APIRequestContext, expected: (fields: FormFields) => boolean): Promise<void> {
  await expect
    .poll(async () => {
      const { data } = await gql<{ site: { registrationForm: { fields: FormFields } } }>(
        request,
        '{ site { registrationForm { fields { name enabled required } } } }',
        {},
        `${stack.gatewayUrl}/graphql`,
      );
      return expected(data?.site.registrationForm.fields ?? []);
    }, { timeout: 20_000 })
    .toBe(true);
}

const flag = (fields: FormFields, name: string) => fields.find((entry) => entry.name === name);

const extraFields: Record<string, FieldSetting> = {
  payeeName: { enabled: true, required: true },
  paymentPassword: { enabled: true, required: true },
  qqNum: { enabled: true, required: false },
  line: { enabled: true, required: false },
  whatsapp: { enabled: true, required: false },
  facebook: { enabled: true, required: false },
  wechat: { enabled: true, required: false },
  idNumber: { enabled: true, required: true },
  email: { enabled: true, required: true },
  mobileNum: { enabled: true, required: true },
  affiliateCode: { enabled: false },
};

test.beforeEach(async ({ page }) => {
  await stack.sandbox.reset();
  await stack.sandbox.registerSettings(extraFields);
  await settle(page.request, (fields) => flag(fields, 'PAYEE_NAME')?.required === true && flag(fields, 'AFFILIATE_CODE')?.enabled === false);
});

async function openRegister(page: Page): Promise<Locator> {
  await page.goto(`${stack.gatewayUrl}/register`);
  const modal = page.getByTestId('register-modal');
  await expect(modal.getByRole('img', { name: vi.captchaImage })).toBeVisible();
  return modal;
}

test('the server flags decide which fields show and which are required, each with its rule message', async ({ page }) => {
  const modal = await openRegister(page);
  const required = [vi.username, vi.mobile, vi.password, vi.confirmPassword, vi.email, vi.payeeName, vi.paymentPassword, vi.idNumber, vi.captcha];
  const optional = [vi.qq, 'LINE ID', 'WhatsApp', 'Facebook', 'WeChat'];
  for (const label of required) await expect(field(modal, label)).toHaveAttribute('aria-required', 'true');
  for (const label of optional) {
    await expect(field(modal, label)).toBeVisible();
    await expect(field(modal, label)).not.toHaveAttribute('aria-required', 'true');
  }
  await expect(field(modal, vi.affiliateCode)).toHaveCount(0);

  const before = await stack.sandbox.calls();
  const submit = modal.getByRole('button', { name: vi.registerNow });
  await submit.click();
  await expectFieldError(field(modal, vi.mobile), vi.msg.mobileRequired);
  for (const label of [vi.email, vi.payeeName, vi.paymentPassword, vi.idNumber]) await expectFieldError(field(modal, label), vi.msg.required);
  for (const label of optional) await expectNoFieldError(field(modal, label));

  // Each field's own rule, with its bounds; one value when min equals max.
  await field(modal, vi.qq).fill('12');
  await field(modal, vi.paymentPassword).fill('12345');
  await field(modal, 'WhatsApp').fill('+84 90');
  await field(modal, vi.idNumber).fill('12');
  await field(modal, vi.email).fill('lan.nguyen@');
  await submit.click();
  await expectFieldError(field(modal, vi.qq), vi.msg.digits('5–12'));
  await expectFieldError(field(modal, vi.paymentPassword), vi.msg.digits('6'));
  await expectFieldError(field(modal, 'WhatsApp'), vi.msg.digits('8–15'));
  await expectFieldError(field(modal, vi.idNumber), vi.msg.digits('9–12'));
  await expectFieldError(field(modal, vi.email), vi.msg.email);
  const after = await stack.sandbox.calls();
  expect((after['PUT /wps/member/register'] ?? 0) - (before['PUT /wps/member/register'] ?? 0)).toBe(0);

  // All of them filled by their rules: the platform registers the member.
  const username = newUsername('flag');
  await field(modal, vi.username).fill(username);
  await field(modal, vi.mobile).fill(`03${String(Date.now()).slice(-8)}`);
  await field(modal, vi.password).fill('saola2025');
  await field(modal, vi.confirmPassword).fill('saola2025');
  await field(modal, vi.email).fill(`${username}@mail.saola.example`);
  await field(modal, vi.payeeName).fill('Nguyen Van An');
  await field(modal, vi.paymentPassword).fill('246810');
  await field(modal, vi.qq).fill('123456');
  await field(modal, 'WhatsApp').fill('84901234567');
  await field(modal, vi.idNumber).fill('079123456789');
  await field(modal, vi.captcha).fill((await stack.sandbox.captcha()).answer);
  await modal.getByRole('checkbox', { name: 'Tôi đã đọc và đồng ý với Thỏa thuận người dùng' }).check();
  await modal.getByRole('checkbox', { name: 'Tôi đã đủ 18 tuổi và đồng ý chấp nhận các điều khoản sử dụng' }).check();
  await submit.click();
  await expect(page.getByTestId('nickname')).toHaveText(username);
});

test('the gateway enforces the server flags itself: required fields missing never reach the platform', async ({ page }) => {
  const before = await stack.sandbox.calls();
  const { data } = await gql<{ register: { viewer: unknown; userErrors: Array<{ field: string; code: string }> } }>(
    page.request,
    'mutation($input: RegisterInput!) { register(input: $input) { viewer { member { id } } userErrors { field code } } }',
    {
      input: {
        method: 'USERNAME',
        username: newUsername('flag'),
        password: 'saola2025',
        confirmPassword: 'saola2025',
        captcha: '1234',
        qq: '12',
        acceptTerms: true,
        confirmAge: true,
      },
    },
    `${stack.gatewayUrl}/graphql`,
  );
  expect(data?.register.viewer).toBeNull();
  const codes = Object.fromEntries((data?.register.userErrors ?? []).map((error) => [error.field, error.code]));
  expect(codes).toMatchObject({
    mobile: 'REQUIRED',
    email: 'REQUIRED',
    payeeName: 'REQUIRED',
    paymentPassword: 'REQUIRED',
    idNumber: 'REQUIRED',
    qq: 'TOO_SHORT',
  });
  const after = await stack.sandbox.calls();
  expect((after['PUT /wps/member/register'] ?? 0) - (before['PUT /wps/member/register'] ?? 0)).toBe(0);
});
