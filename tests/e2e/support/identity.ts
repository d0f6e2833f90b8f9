import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { sandbox, type CallCounts } from './sandbox.js';

let visitors = 0;
const runStamp = Math.floor(Date.now() / 1000);

/**
 * An address no other test of this run (or a recent run) used. The gateway trusts X-Forwarded-For from
 * loopback in e2e (TRUST_PROXY), so each test is its own client: the per-client budgets (one SMS and one captcha a second)
 * and the per-visitor site-status cache start fresh, and tests cannot leak into one another through them.
 */
export function freshVisitorIp(): string {
  const n = (runStamp * 64 + visitors++) % 0xffffff;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Game and banner pictures (the lobby's, served by the sandbox): nothing identity tests look at. */
const pictures = /\/__sandbox\/assets\//;

/** Answers picture requests with "no content", so pages settle sooner on a busy machine. */
export async function skipPictures(context: BrowserContext): Promise<void> {
  await context.route(pictures, (route) => route.fulfill({ status: 204 }));
}

export const test = base.extend<{ visitorIp: string; keepPictures: boolean }>({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  visitorIp: async ({}, use) => {
    await use(freshVisitorIp());
  },
  extraHTTPHeaders: async ({ visitorIp }, use) => {
    await use({ 'x-forwarded-for': visitorIp });
  },
  keepPictures: [false, { option: true }],
  context: async ({ context, keepPictures }, use) => {
    if (!keepPictures) await skipPictures(context);
    await use(context);
  },
});

export { expect };

/**
 * The same browser from a new address. The gateway caches the site's status (switches, maintenance) per visitor
 * address, so this is how a test sees a status it just changed.
 */
export async function asNewAddress(page: Page): Promise<string> {
  const ip = freshVisitorIp();
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

/** Texts the Vietnamese UI shows (the page starts in Vietnamese). */
export const vi = {
  username: 'Tên đăng nhập',
  password: 'Mật khẩu',
  captcha: 'Mã captcha',
  mobile: 'Số điện thoại',
  smsCode: 'Mã xác minh',
  countryCode: 'Mã quốc gia',
  confirmPassword: 'Xác nhận mật khẩu',
  email: 'Email',
  affiliateCode: 'Mã giới thiệu',
  payeeName: 'Họ tên thật',
  paymentPassword: 'Mật khẩu thanh toán',
  qq: 'QQ',
  idNumber: 'Số CMND/CCCD',
  oldPassword: 'Mật khẩu hiện tại',
  newPassword: 'Mật khẩu mới',
  confirmNewPassword: 'Xác nhận mật khẩu mới',
  login: 'Đăng nhập',
  logout: 'Đăng xuất',
  register: 'Đăng ký',
  registerNow: 'Đăng ký ngay',
  remember: 'Ghi nhớ đăng nhập',
  forgotPassword: 'Quên mật khẩu?',
  freePlay: 'Chơi miễn phí',
  modeUsername: 'Bằng mật khẩu',
  modeSms: 'Bằng mã SMS',
  sendCode: 'Gửi mã',
  resendIn: (seconds: number) => `Gửi lại sau ${seconds}s`,
  refreshCaptcha: 'Làm mới mã captcha',
  captchaImage: 'Hình mã captcha',
  cancel: 'Hủy',
  confirm: 'Xác nhận',
  ok: 'Đồng ý',
  close: 'Đóng',
  byUsername: 'Bằng tên đăng nhập',
  byMobile: 'Bằng số điện thoại',
  byEmail: 'Qua email',
  byPhone: 'Qua số điện thoại',
  sendRequest: 'Gửi yêu cầu',
  resetPassword: 'Đặt lại mật khẩu',
  forgotTitle: 'Quên mật khẩu',
  changePasswordTitle: 'Đổi mật khẩu',
  savePassword: 'Lưu mật khẩu mới',
  loginAgain: 'Đăng nhập lại',
  trial: 'Chơi thử',
  balanceUpdating: 'Đang cập nhật…',
  msg: {
    usernameRequired: 'Vui lòng nhập tên đăng nhập',
    passwordRequired: 'Vui lòng nhập mật khẩu',
    captchaRequired: 'Vui lòng nhập mã captcha',
    required: 'Không được để trống',
    mobileRequired: 'Vui lòng nhập số điện thoại',
    mobileInvalid: 'Vui lòng nhập số điện thoại hợp lệ',
    mobileDigits: (digits: number) => `Số điện thoại gồm ${digits} chữ số`,
    codeRequired: 'Vui lòng nhập mã xác minh',
    codeInvalid: 'Vui lòng nhập mã xác minh hợp lệ',
    confirmRequired: 'Vui lòng xác nhận mật khẩu',
    mismatch: 'Hai mật khẩu không khớp',
    email: 'Vui lòng nhập địa chỉ email hợp lệ',
    invitationCode: 'Mã giới thiệu không hợp lệ',
    oldRequired: 'Vui lòng nhập mật khẩu hiện tại',
    termsRequired: 'Vui lòng đồng ý Thỏa thuận người dùng',
    ageRequired: 'Vui lòng xác nhận bạn đã đủ 18 tuổi',
    wrongCredentials: 'Sai tài khoản hoặc mật khẩu',
    rateLimited: 'Quá nhiều yêu cầu, vui lòng thử lại sau 5 phút',
    /** rule.pattern.1 */
    usernameRule: (range: string) => `${range} ký tự gồm chữ cái hoặc chữ số, bắt đầu bằng chữ cái`,
    /** rule.pattern.4 */
    lettersOrDigits: (range: string) => `${range} ký tự gồm chữ cái hoặc chữ số`,
    /** rule.pattern.6 */
    digits: (range: string) => `${range} chữ số`,
    /** rule.pattern.0 */
    anyCharacters: (range: string) => `Phải gồm ${range} ký tự`,
    passwordResetDone: 'Đặt lại mật khẩu thành công, vui lòng đăng nhập lại.',
    forcedChange: 'Để bảo mật tài khoản, vui lòng đặt mật khẩu mới trước khi tiếp tục.',
  },
} as const;

/** A form field by its exact label (password inputs have no textbox role, so by label rather than role). */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}

/**
 * The field shows `message` under itself: marked invalid, described by the message (aria-describedby), and
 * the message is visible below the input.
 */
export async function expectFieldError(input: Locator, message: string): Promise<void> {
  await expect(input).toHaveAccessibleDescription(message);
  const layout = await input.evaluate((element) => {
    const note = document.getElementById(element.getAttribute('aria-describedby') ?? '');
    const box = element.getBoundingClientRect();
    const noteBox = note?.getBoundingClientRect();
    return {
      invalid: element.getAttribute('aria-invalid'),
      note: note?.textContent ?? null,
      noteShown: note !== null && note.checkVisibility() && (noteBox?.height ?? 0) > 0,
      below: noteBox !== undefined && noteBox.top >= box.bottom - 1,
    };
  });
  expect(layout, `the message under the field: "${message}"`).toEqual({ invalid: 'true', note: message, noteShown: true, below: true });
}

export async function expectNoFieldError(input: Locator): Promise<void> {
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription('');
}

/** Runs `action` and checks the platform saw none of `paths` meanwhile. */
export async function expectNoPlatformCall(paths: readonly string[], action: () => Promise<void>): Promise<void> {
  const before = await sandbox.calls();
  await action();
  const after = await sandbox.calls();
  for (const path of paths) expect(after[path] ?? 0, `${path} must not reach the platform`).toBe(before[path] ?? 0);
}

export function callDelta(before: CallCounts, after: CallCounts, path: string): number {
  return (after[path] ?? 0) - (before[path] ?? 0);
}

/** A GraphQL operation sent with the browser context's cookies and address (no client-side checks). */
export async function gql<T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  url = '/graphql',
): Promise<{ data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> }> {
  const res = await request.post(url, { data: { query, variables }, headers: { 'content-type': 'application/json' } });
  expect(res.status(), await res.text()).toBeLessThan(500);
  return (await res.json()) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

/** The header's inline login form (hidden on /login, which has its own). */
export function headerLoginForm(page: Page): Locator {
  return page.getByTestId('login-form');
}

/** Logs in through a login form by username and password and waits for the member's nickname. */
export async function logInWithPassword(form: Locator, username: string, password: string): Promise<void> {
  await field(form, vi.username).fill(username);
  await field(form, vi.password).fill(password);
  await form.getByRole('button', { name: vi.login, exact: true }).click();
}

/** Logs player01 in from the header and waits until the header shows the member. */
export async function logInAsPlayer01(page: Page): Promise<void> {
  await page.goto('/');
  await logInWithPassword(headerLoginForm(page), 'player01', 'secret88');
  await expect(page.getByTestId('nickname')).toHaveText('Minh Anh');
}

/** A Vietnamese mobile number (national, with its trunk 0) that no account has and no earlier run used. */
export function newMobileNumber(): string {
  const digits = String(Date.now() % 1e8).padStart(8, '0');
  const salt = String(visitors++ % 10);
  return `03${salt}${digits.slice(1)}`;
}

/** A username matching the platform's rule (letter first, 6-12 letters or digits), unique per call. */
export function newUsername(prefix = 'sa'): string {
  return `${prefix}${(Date.now() % 1e7).toString(36).padStart(5, '0')}${(visitors++ % 36).toString(36)}`.slice(0, 12);
}

/** /register on its mobile tab, a new number typed in (SMS verification switched on by the caller). */
export async function openMobileRegistration(page: Page): Promise<{ modal: Locator; mobile: string }> {
  await page.goto('/register');
  const modal = page.getByTestId('register-modal');
  await modal.getByRole('tab', { name: vi.byMobile }).click();
  const mobile = newMobileNumber();
  await field(modal, vi.mobile).fill(mobile);
  return { modal, mobile };
}
