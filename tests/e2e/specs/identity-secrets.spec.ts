import type { BrowserContext, Page, Response } from '@playwright/test';
import { tokenInSessionCookie } from '../session-cookie.js';
import { expect, field, headerLoginForm, logInWithPassword, newUsername, test, vi } from '../support/identity.js';
import { sandbox } from '../support/sandbox.js';
import { sentOperation } from '../support/persisted-documents.js';

// Acceptance: no upstream token, password or captcha text ever reaches the browser: not in any response it
// receives, not in its storage. Also the remember-me cookie (spec 000 sections 3 and 9).

test.use({ keepPictures: true });

test.beforeEach(async () => {
  await sandbox.reset();
});

interface Received {
  url: string;
  operation: string | null;
  headers: string;
  body: string;
}

/** Everything the page receives, kept as text (bodies read as latin1, so any byte sequence survives). */
function recordResponses(page: Page): { all: () => Promise<Received[]> } {
  const pending: Array<Promise<Received>> = [];
  page.on('response', (response: Response) => {
    pending.push(
      (async () => {
        const request = response.request();
        const postData = sentOperation(request);
        // The header's live stream (issue 34) is open while the page is: its body never ends, so it is not waited
        // for here; what it carries (the member's balance) comes through the same answers as the rest.
        const streaming = (await response.headerValue('content-type').catch(() => null))?.startsWith('text/event-stream') === true;
        const body = streaming ? '' : await response.body().then((buffer) => buffer.toString('latin1'), () => '');
        // A response still arriving as the page closes has no headers left to read; its body was read above.
        const headers = JSON.stringify(await response.allHeaders().catch(() => ({})));
        return { url: response.url(), operation: postData?.operationName ?? null, headers, body };
      })(),
    );
  });
  return { all: () => Promise.all(pending) };
}

/** What the page's scripts can read: web storage and the cookies without HttpOnly. */
async function browserStorage(page: Page, context: BrowserContext): Promise<string> {
  const scripts = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
  const readable = (await context.cookies()).filter((cookie) => !cookie.httpOnly);
  return `${scripts}\n${JSON.stringify(readable)}`;
}

async function sessionToken(context: BrowserContext): Promise<string> {
  const sealed = (await context.cookies()).find((cookie) => cookie.name === 'saola_session');
  expect(sealed?.httpOnly).toBe(true);
  return tokenInSessionCookie(sealed?.value ?? '');
}

/** Every string and number in a JSON document, data: URLs (pictures) left out. */
function jsonValues(text: string): string[] {
  const values: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') {
      if (!node.startsWith('data:')) values.push(node);
    } else if (typeof node === 'number') values.push(String(node));
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  try {
    walk(JSON.parse(text));
  } catch {
    // Not JSON: nothing to walk.
  }
  return values;
}

test('a full register, logout and login-with-captcha flow leaks no upstream token, password or captcha text', async ({ page, context }) => {
  const received = recordResponses(page);
  const storage: string[] = [];
  const password = 'Zq7secretA1';
  const username = newUsername('leak');

  // Register (with its captcha).
  await page.goto('/register');
  const modal = page.getByTestId('register-modal');
  await expect(modal.getByRole('img', { name: vi.captchaImage })).toBeVisible();
  const registerCaptcha = await sandbox.captcha();
  await field(modal, vi.username).fill(username);
  await field(modal, vi.password).fill(password);
  await field(modal, vi.confirmPassword).fill(password);
  await field(modal, vi.captcha).fill(registerCaptcha.answer);
  await modal.getByRole('checkbox', { name: 'Tôi đã đọc và đồng ý với Thỏa thuận người dùng' }).check();
  await modal.getByRole('checkbox', { name: 'Tôi đã đủ 18 tuổi và đồng ý chấp nhận các điều khoản sử dụng' }).check();
  await modal.getByRole('button', { name: vi.registerNow }).click();
  await expect(page.getByTestId('nickname')).toHaveText(username);
  const registerToken = await sessionToken(context);
  storage.push(await browserStorage(page, context));

  // Log out.
  await page.getByRole('button', { name: vi.logout }).click();
  await page.getByRole('alertdialog', { name: vi.logout }).getByRole('button', { name: vi.confirm }).click();
  await expect(headerLoginForm(page)).toBeVisible();
  storage.push(await browserStorage(page, context));

  // Three wrong passwords reveal the captcha; its answer, the right password and "remember me" log in.
  const form = headerLoginForm(page);
  for (const attempt of [1, 2, 3]) {
    await logInWithPassword(form, username, `wrong${attempt}${password}`);
    await expect(form.getByRole('alert')).toBeVisible();
  }
  await expect(form.getByRole('img', { name: vi.captchaImage })).toBeVisible();
  const loginCaptcha = await sandbox.captcha();
  await field(form, vi.captcha).fill(loginCaptcha.answer);
  await form.getByRole('checkbox', { name: vi.remember }).check();
  await logInWithPassword(form, username, password);
  await expect(page.getByTestId('nickname')).toHaveText(username);
  const loginToken = await sessionToken(context);
  storage.push(await browserStorage(page, context));
  await page.reload();
  await expect(page.getByTestId('nickname')).toHaveText(username);
  storage.push(await browserStorage(page, context));

  const responses = await received.all();
  expect(responses.filter((response) => response.operation !== null).length).toBeGreaterThan(8);
  // The bodies were read: the member's own name is in them.
  expect(responses.some((response) => response.operation === 'Login' && response.body.includes(username))).toBe(true);
  const secrets = {
    'register token': registerToken,
    'login token': loginToken,
    password,
    'register captcha id': registerCaptcha.captchaId,
    'login captcha id': loginCaptcha.captchaId,
  };
  for (const [name, secret] of Object.entries(secrets)) {
    expect(secret.length, name).toBeGreaterThanOrEqual(8);
    for (const response of responses) {
      expect(response.body.includes(secret), `${name} in the body of ${response.url} ${response.operation ?? ''}`).toBe(false);
      expect(response.headers.includes(secret), `${name} in the headers of ${response.url}`).toBe(false);
    }
    for (const snapshot of storage) expect(snapshot.includes(secret), `${name} in browser storage`).toBe(false);
  }
  // Captcha texts are 4 digits: look for them as values (not inside pictures, where any digits may occur).
  for (const answer of [registerCaptcha.answer, loginCaptcha.answer]) {
    for (const response of responses.filter((r) => r.operation !== null)) {
      const values = jsonValues(response.body);
      expect(values.includes(answer), `captcha answer as a value in ${response.operation}`).toBe(false);
      if (['RequestCaptcha', 'Login', 'Register', 'Logout'].includes(response.operation ?? '')) {
        expect(values.some((value) => new RegExp(`(^|\\D)${answer}(\\D|$)`).test(value)), `captcha answer in ${response.operation}`).toBe(false);
      }
    }
    for (const snapshot of storage) expect(jsonValues(snapshot).includes(answer)).toBe(false);
  }
});

test('remember me keeps the username (never the password) in saola_login for one day; unchecked it is forgotten', async ({ page, context }) => {
  await page.goto('/');
  const form = headerLoginForm(page);
  await form.getByRole('checkbox', { name: vi.remember }).check();
  await logInWithPassword(form, 'player01', 'secret88');
  await expect(page.getByTestId('nickname')).toHaveText('Minh Anh');

  const remembered = (await context.cookies()).find((cookie) => cookie.name === 'saola_login');
  expect(remembered).toBeDefined();
  const value = decodeURIComponent(remembered?.value ?? '');
  expect(JSON.parse(value)).toMatchObject({ type: 'username', username: 'player01' });
  expect(value).not.toContain('secret88');
  const lifetime = (remembered?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(86_400 - 120);
  expect(lifetime).toBeLessThanOrEqual(86_400 + 5);

  await page.getByRole('button', { name: vi.logout }).click();
  await page.getByRole('alertdialog', { name: vi.logout }).getByRole('button', { name: vi.confirm }).click();
  await page.reload();
  await expect(field(headerLoginForm(page), vi.username)).toHaveValue('player01');
  await expect(field(headerLoginForm(page), vi.password)).toHaveValue('');
  await expect(headerLoginForm(page).getByRole('checkbox', { name: vi.remember })).toBeChecked();

  await headerLoginForm(page).getByRole('checkbox', { name: vi.remember }).uncheck();
  await logInWithPassword(headerLoginForm(page), 'player01', 'secret88');
  await expect(page.getByTestId('nickname')).toHaveText('Minh Anh');
  expect((await context.cookies()).find((cookie) => cookie.name === 'saola_login')).toBeUndefined();
});
