import type { Locator, Page, Request } from '@playwright/test';
import {
  asNewAddress,
  expect,
  expectFieldError,
  expectNoFieldError,
  expectNoPlatformCall,
  field,
  gql,
  newMobileNumber,
  newUsername,
  test,
  vi,
} from '../support/identity.js';
import { callsBetween, platform, sandbox } from '../support/sandbox.js';

// Spec 000 section 2 "Registration form", section 4 "Registration", section 5 "Registration" and "Rule messages".
// Per-field server flags (payee name, QQ, ...): identity-register-settings.spec.ts.

test.beforeEach(async () => {
  await sandbox.reset();
});

const terms = 'Tôi đã đọc và đồng ý với Thỏa thuận người dùng';
const age = 'Tôi đã đủ 18 tuổi và đồng ý chấp nhận các điều khoản sử dụng';

async function openRegister(page: Page, path = '/register'): Promise<Locator> {
  await page.goto(path);
  const modal = page.getByTestId('register-modal');
  await expect(page.getByRole('dialog', { name: vi.register })).toBeVisible();
  return modal;
}

/** Waits for the captcha image on screen and answers it with what the sandbox drew. */
async function answerCaptcha(modal: Locator): Promise<void> {
  await expect(modal.getByRole('img', { name: vi.captchaImage })).toBeVisible();
  await field(modal, vi.captcha).fill((await sandbox.captcha()).answer);
}

async function acceptTermsAndAge(modal: Locator): Promise<void> {
  await modal.getByRole('checkbox', { name: terms }).check();
  await modal.getByRole('checkbox', { name: age }).check();
}

/** A complete username registration, ready to submit. */
async function fillUsernameRegistration(modal: Locator, username: string): Promise<void> {
  await field(modal, vi.username).fill(username);
  await field(modal, vi.password).fill('saola2025');
  await field(modal, vi.confirmPassword).fill('saola2025');
  await answerCaptcha(modal);
  await acceptTermsAndAge(modal);
}

/** The variables of the page's next Register mutation. */
function nextRegisterInput(page: Page): Promise<Record<string, unknown>> {
  return page
    .waitForRequest((request: Request) => request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'Register')
    .then((request) => (request.postDataJSON() as { variables: { input: Record<string, unknown> } }).variables.input);
}

test('/register and /register.html open home with the registration form; the header button opens it too', async ({ page }) => {
  const modal = await openRegister(page);
  await expect(page).toHaveURL('/register');
  await expect(page.getByTestId('notice-marquee')).toBeAttached();
  await expect(modal.getByRole('tablist', { name: 'Hình thức đăng ký' })).toBeVisible();
  await expect(modal.getByRole('tab', { name: vi.byUsername })).toHaveAttribute('aria-selected', 'true');
  await expect(modal.getByRole('link', { name: 'Thỏa thuận người dùng' })).toHaveAttribute('href', '/help');
  await modal.getByRole('button', { name: vi.close }).click();
  await expect(modal).toHaveCount(0);

  await page.getByRole('button', { name: vi.register, exact: true }).click();
  await expect(page.getByTestId('register-modal')).toBeVisible();

  await openRegister(page, '/register.html');
});

test('register by username: the new member is logged in and at home', async ({ page }) => {
  const modal = await openRegister(page);
  const username = newUsername();
  await fillUsernameRegistration(modal, username);

  const before = await sandbox.calls();
  await modal.getByRole('button', { name: vi.registerNow }).click();
  await expect(page.getByTestId('nickname')).toHaveText(username);
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('balance')).toHaveText('0,00 K');
  const made = callsBetween(before, await sandbox.calls(), platform.register, platform.registerMobile);
  expect(made).toEqual({ [platform.register]: 1, [platform.registerMobile]: 0 });
});

test('register by mobile number: the mobile tab forces the mobile field and drops the username', async ({ page }) => {
  const modal = await openRegister(page);
  await modal.getByRole('tab', { name: vi.byMobile }).click();
  await expect(field(modal, vi.username)).toHaveCount(0);
  const mobile = newMobileNumber();
  await field(modal, vi.mobile).fill(mobile);
  // MOBILENUMPASSREG3 is on: the password pair is asked for.
  await field(modal, vi.password).fill('saola2025');
  await field(modal, vi.confirmPassword).fill('saola2025');
  await answerCaptcha(modal);
  await acceptTermsAndAge(modal);

  const before = await sandbox.calls();
  await modal.getByRole('button', { name: vi.registerNow }).click();
  // Without a username the platform names the member after the number.
  await expect(page.getByTestId('nickname')).toHaveText(`m${mobile.slice(1)}`);
  await expect(page).toHaveURL('/');
  const made = callsBetween(before, await sandbox.calls(), platform.register, platform.registerMobile);
  expect(made).toEqual({ [platform.register]: 0, [platform.registerMobile]: 1 });
});

test('registration form: required fields, terms and age; nothing reaches the platform', async ({ page }) => {
  const modal = await openRegister(page);
  await expect(modal.getByRole('img', { name: vi.captchaImage })).toBeVisible();
  await expectNoPlatformCall([platform.register, platform.registerMobile, platform.affiliate], async () => {
    await modal.getByRole('button', { name: vi.registerNow }).click();
    await expectFieldError(field(modal, vi.username), vi.msg.required);
    await expectFieldError(field(modal, vi.password), vi.msg.required);
    await expectFieldError(field(modal, vi.confirmPassword), vi.msg.confirmRequired);
    await expectFieldError(field(modal, vi.captcha), vi.msg.captchaRequired);
    await expectFieldError(modal.getByRole('checkbox', { name: terms }), vi.msg.termsRequired);
    await expectFieldError(modal.getByRole('checkbox', { name: age }), vi.msg.ageRequired);
    // Optional by the server's flags: no message.
    await expectNoFieldError(field(modal, vi.mobile));
    await expectNoFieldError(field(modal, vi.email));
    await expectNoFieldError(field(modal, vi.affiliateCode));

    // The mobile tab: the number becomes required.
    await modal.getByRole('tab', { name: vi.byMobile }).click();
    await modal.getByRole('button', { name: vi.registerNow }).click();
    await expectFieldError(field(modal, vi.mobile), vi.msg.mobileRequired);
  });
});

test('registration rules: pattern messages with min and max, confirmation, mobile digits per country, email', async ({ page }) => {
  const modal = await openRegister(page);
  await expect(modal.getByRole('img', { name: vi.captchaImage })).toBeVisible();
  const submit = modal.getByRole('button', { name: vi.registerNow });
  await expectNoPlatformCall([platform.register, platform.affiliate], async () => {
    await field(modal, vi.username).fill('1saola');
    await field(modal, vi.password).fill('abc');
    await field(modal, vi.confirmPassword).fill('abd');
    await field(modal, vi.mobile).fill('090123');
    await field(modal, vi.email).fill('lan@saola');
    await field(modal, vi.affiliateCode).fill('ab!');
    await submit.click();
    await expectFieldError(field(modal, vi.username), vi.msg.usernameRule('6–12'));
    await expectFieldError(field(modal, vi.password), vi.msg.lettersOrDigits('6–12'));
    await expectFieldError(field(modal, vi.confirmPassword), vi.msg.mismatch);
    await expectFieldError(field(modal, vi.mobile), vi.msg.mobileDigits(9));
    await expectFieldError(field(modal, vi.email), vi.msg.email);
    await expectFieldError(field(modal, vi.affiliateCode), vi.msg.lettersOrDigits('4–12'));

    // Too long is the same rule message.
    await field(modal, vi.username).fill('saolasaola123');
    await field(modal, vi.password).fill('secret88');
    await field(modal, vi.confirmPassword).fill('secret88');
    await field(modal, vi.mobile).fill('0901 234 567');
    await modal.getByRole('button', { name: vi.countryCode }).click();
    await modal.getByRole('option', { name: /PH/ }).click();
    await submit.click();
    await expectFieldError(field(modal, vi.username), vi.msg.usernameRule('6–12'));
    await expectNoFieldError(field(modal, vi.password));
    await expectNoFieldError(field(modal, vi.confirmPassword));
    await expectFieldError(field(modal, vi.mobile), vi.msg.mobileDigits(10));
    await field(modal, vi.mobile).fill('09o1234567');
    await submit.click();
    await expectFieldError(field(modal, vi.mobile), vi.msg.mobileInvalid);
  });
});

test('a captcha the gateway can tell is malformed is refused there, with the single-value rule message', async ({ page }) => {
  const modal = await openRegister(page);
  await expect(modal.getByRole('img', { name: vi.captchaImage })).toBeVisible();
  await field(modal, vi.username).fill(newUsername());
  await field(modal, vi.password).fill('saola2025');
  await field(modal, vi.confirmPassword).fill('saola2025');
  await field(modal, vi.captcha).fill('12');
  await acceptTermsAndAge(modal);
  await expectNoPlatformCall([platform.register], async () => {
    await modal.getByRole('button', { name: vi.registerNow }).click();
    // minLength = maxLength = 4: the single value is shown.
    await expectFieldError(field(modal, vi.captcha), vi.msg.digits('4'));
  });
  await expect(page.getByTestId('nickname')).toHaveCount(0);
});

test('the gateway checks every registration field itself and reports each on its field, before the platform', async ({ page }) => {
  await page.goto('/');
  await expectNoPlatformCall([platform.register, platform.registerMobile, platform.affiliate], async () => {
    const { data } = await gql<{ register: { viewer: unknown; userErrors: Array<{ field: string; code: string; details: Record<string, number | null> | null }> } }>(
      page.request,
      `mutation($input: RegisterInput!) {
        register(input: $input) { viewer { member { id } } userErrors { field code details { patternId minLength maxLength digits } } }
      }`,
      {
        input: {
          method: 'USERNAME',
          username: '1saola',
          password: 'saola2025',
          confirmPassword: 'saola2026',
          mobile: '090123',
          countryDialingCode: '84',
          email: 'lan@saola',
          captcha: '12',
          acceptTerms: false,
          confirmAge: false,
        },
      },
    );
    expect(data?.register.viewer).toBeNull();
    const byField = Object.fromEntries((data?.register.userErrors ?? []).map((error) => [error.field, error]));
    // Each with the rule's pattern and bounds, from which the client builds the rule message.
    expect(byField.username).toMatchObject({ code: 'INVALID_FORMAT', details: { patternId: 1, minLength: 6, maxLength: 12 } });
    expect(byField.password).toBeUndefined();
    expect(byField.confirmPassword?.code).toBe('MISMATCH');
    expect(byField.mobile).toMatchObject({ code: 'INVALID_MOBILE', details: { digits: 9 } });
    expect(byField.email?.code).toBe('INVALID_EMAIL');
    expect(byField.captcha).toMatchObject({ code: 'TOO_SHORT', details: { patternId: 6, minLength: 4, maxLength: 4 } });
    expect(byField.acceptTerms?.code).toBe('TERMS_NOT_ACCEPTED');
    expect(byField.confirmAge?.code).toBe('AGE_NOT_CONFIRMED');
  });
});

test('a valid invitation code in the URL is checked first, hides the field and goes with the registration', async ({ page }) => {
  const before = await sandbox.calls();
  const modal = await openRegister(page, '/register?affiliateCode=7P6LJM');
  expect(callsBetween(before, await sandbox.calls(), platform.affiliate)[platform.affiliate]).toBe(1);
  await expect(field(modal, vi.username)).toBeVisible();
  await expect(field(modal, vi.affiliateCode)).toHaveCount(0);

  const username = newUsername();
  await fillUsernameRegistration(modal, username);
  const input = nextRegisterInput(page);
  await modal.getByRole('button', { name: vi.registerNow }).click();
  expect((await input).affiliateCode).toBe('7P6LJM');
  await expect(page.getByTestId('nickname')).toHaveText(username);
});

test('an invitation code from a link is kept: closed, then registered an hour later from the header, the visitor is under that agent', async ({
  page,
}) => {
  const agent = (await sandbox.affiliates())[0];
  if (agent === undefined) throw new Error('the sandbox seeds agents with invitation codes');
  const arrival = Date.now();
  await page.clock.setFixedTime(arrival);
  const first = await openRegister(page, `/register?affiliateCode=${agent.affiliateCode}`);
  await first.getByRole('button', { name: vi.close }).click();
  await expect(first).toHaveCount(0);

  // A later visit: a new page load, an hour on, the form opened from the header rather than the link.
  await page.clock.setFixedTime(arrival + 60 * 60 * 1000);
  await page.goto('/');
  await page.getByRole('button', { name: vi.register, exact: true }).click();
  const modal = page.getByTestId('register-modal');
  await expect(field(modal, vi.affiliateCode)).toHaveValue(agent.affiliateCode);

  const username = newUsername();
  await fillUsernameRegistration(modal, username);
  const input = nextRegisterInput(page);
  await modal.getByRole('button', { name: vi.registerNow }).click();
  expect((await input).affiliateCode).toBe(agent.affiliateCode);
  await expect(page.getByTestId('nickname')).toHaveText(username);
  expect((await sandbox.member(username)).upline).toBe(agent.account);

  // Used once: no later registration in this browser is attributed to the agent.
  expect(await page.evaluate(() => window.localStorage.getItem('saola.invitationCode'))).toBeNull();
});

test('an invalid invitation code in the URL shows the field with its error; registration waits for a valid code', async ({ page }) => {
  const modal = await openRegister(page, '/register?affiliateCode=ZZZZ99');
  const code = field(modal, vi.affiliateCode);
  await expect(code).toHaveValue('ZZZZ99');
  await expectFieldError(code, vi.msg.invitationCode);

  await field(modal, vi.username).fill(newUsername());
  await field(modal, vi.password).fill('saola2025');
  await field(modal, vi.confirmPassword).fill('saola2025');
  await answerCaptcha(modal);
  await acceptTermsAndAge(modal);

  // Submit: validate, check the typed code, and stop there while it is invalid.
  const before = await sandbox.calls();
  await code.fill('NOPE42');
  await modal.getByRole('button', { name: vi.registerNow }).click();
  await expectFieldError(code, vi.msg.invitationCode);
  expect(callsBetween(before, await sandbox.calls(), platform.affiliate, platform.register)).toEqual({
    [platform.affiliate]: 1,
    [platform.register]: 0,
  });

  // Another agent's code (any case) is valid.
  const sub01 = (await sandbox.affiliates()).find((agent) => agent.account === 'sub01')?.affiliateCode ?? 'DCX65G';
  await code.fill(sub01.toLowerCase());
  const input = nextRegisterInput(page);
  await modal.getByRole('button', { name: vi.registerNow }).click();
  expect((await input).affiliateCode).toBe(sub01.toLowerCase());
  await expect(page.getByTestId('nickname')).toBeVisible();
});

test('a referral code in the URL goes with the registration', async ({ page }) => {
  const modal = await openRegister(page, '/register?referralCode=52RRTTEG');
  await field(modal, vi.username).fill(newUsername());
  await field(modal, vi.password).fill('saola2025');
  await field(modal, vi.confirmPassword).fill('saola2025');
  await answerCaptcha(modal);
  await acceptTermsAndAge(modal);
  const input = nextRegisterInput(page);
  await modal.getByRole('button', { name: vi.registerNow }).click();
  expect((await input).referralCode).toBe('52RRTTEG');
  await expect(page.getByTestId('nickname')).toBeVisible();
});

test('a referral code the platform does not know stops the registration with the invitation-code error', async ({ page }) => {
  const modal = await openRegister(page, '/register?referralCode=ZZZZZZZZ');
  await field(modal, vi.username).fill(newUsername());
  await field(modal, vi.password).fill('saola2025');
  await field(modal, vi.confirmPassword).fill('saola2025');
  await answerCaptcha(modal);
  await acceptTermsAndAge(modal);
  await modal.getByRole('button', { name: vi.registerNow }).click();
  await expect(modal.getByRole('alert')).toHaveText(vi.msg.invitationCode);
  await expect(page.getByTestId('nickname')).toHaveCount(0);
});

test('fields follow the switches: SMS code with REGMOBVERF3, mobile passwords with MOBILENUMPASSREG3, tabs with USERNAMEREG3', async ({ page }) => {
  await sandbox.switches({ REGMOBVERF3: true, MOBILENUMPASSREG3: false });
  let modal = await openRegister(page);
  await expect(field(modal, vi.smsCode)).toBeVisible();
  await expect(modal.getByTestId('sms-send-button')).toHaveText(vi.sendCode);
  await expect(field(modal, vi.password)).toBeVisible();
  await modal.getByRole('tab', { name: vi.byMobile }).click();
  await expect(field(modal, vi.smsCode)).toBeVisible();
  await expect(field(modal, vi.password)).toHaveCount(0);
  await expect(field(modal, vi.confirmPassword)).toHaveCount(0);

  // A new address reads the switches afresh.
  await sandbox.switches({ REGMOBVERF3: false, USERNAMEREG3: false, MOBILENUMPASSREG3: true });
  await asNewAddress(page);
  modal = await openRegister(page);
  await expect(modal.getByRole('tab')).toHaveCount(0);
  await expect(field(modal, vi.username)).toHaveCount(0);
  await expect(field(modal, vi.mobile)).toBeVisible();
  await expect(field(modal, vi.password)).toBeVisible();
  await expect(field(modal, vi.smsCode)).toHaveCount(0);

  await sandbox.switches({ USERNAMEREG3: true, DIRECTREG3: false });
  await asNewAddress(page);
  await page.goto('/');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByRole('button', { name: vi.register, exact: true })).toHaveCount(0);
});

test('SMS verification at registration: code required with a number, sending validates the number, the code registers', async ({ page }) => {
  await sandbox.switches({ REGMOBVERF3: true });
  const modal = await openRegister(page);
  await expect(modal.getByRole('img', { name: vi.captchaImage })).toBeVisible();
  const submit = modal.getByRole('button', { name: vi.registerNow });
  const mobile = newMobileNumber();

  await expectNoPlatformCall([platform.smsRegister, platform.register], async () => {
    // Username tab: the number is optional, but a given number needs its code.
    await field(modal, vi.mobile).fill(mobile);
    await submit.click();
    await expectFieldError(field(modal, vi.smsCode), vi.msg.codeRequired);
    await modal.getByRole('tab', { name: vi.byMobile }).click();
    await field(modal, vi.mobile).fill('');
    await modal.getByTestId('sms-send-button').click();
    await expectFieldError(field(modal, vi.mobile), vi.msg.mobileRequired);
    await submit.click();
    await expectFieldError(field(modal, vi.smsCode), vi.msg.codeRequired);
  });

  await field(modal, vi.mobile).fill(mobile);
  await modal.getByTestId('sms-send-button').click();
  await expect(modal.getByTestId('sms-send-button')).toHaveText(vi.resendIn(300));
  await expect.poll(async () => (await sandbox.sms(mobile))?.purpose).toBe('register');
  await field(modal, vi.smsCode).fill((await sandbox.sms(mobile))?.code ?? '');
  await field(modal, vi.password).fill('saola2025');
  await field(modal, vi.confirmPassword).fill('saola2025');
  await answerCaptcha(modal);
  await acceptTermsAndAge(modal);
  await submit.click();
  await expect(page.getByTestId('nickname')).toHaveText(`m${mobile.slice(1)}`);
});
