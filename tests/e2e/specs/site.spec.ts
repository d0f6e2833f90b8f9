import { expect, test, type Page, type Request } from '@playwright/test';
import { sandboxControl } from '../sandbox-control.js';
import { homeAnswerReady } from '../support/home-answer.js';
import { sentOperation } from '../support/persisted-documents.js';
import { trackRequests } from '../support/network-quiet.js';

// Site chrome and content (spec 000 §2, spec 001 §2): navigation, side menu, footer, banners, jackpot, notices,
// help, app download, join us and promotions, on the real stack in Vietnamese (the default language).

const popupHiddenKey = 'saola.popupNotices.hiddenOn';

test.beforeEach(async () => {
  await sandboxControl('POST', '/reset');
});

const operationName = (request: Request): string | null => sentOperation(request)?.operationName ?? null;

/** Keeps the arrival popups closed, for tests about something else. */
async function hidePopupsToday(page: Page) {
  await page.addInitScript((key) => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    window.localStorage.setItem(key, `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
  }, popupHiddenKey);
}

test('the home page renders from the answer in its HTML, asking only for its member part', async ({ page, request }) => {
  await homeAnswerReady(request);
  const operations: string[] = [];
  page.on('request', (request) => {
    const name = operationName(request);
    if (name !== null) operations.push(name);
  });
  const network = trackRequests(page);
  await page.goto('/');
  await expect(page.getByTestId('notice-marquee').getByRole('button').first()).toBeVisible();
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('jackpot-value')).toHaveText(/\sK$/);
  await expect(page.getByTestId('bottom-nav')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('vendor-logos')).toBeVisible();
  await expect(page.getByTestId('popup-notices')).toBeVisible();
  await network.settled();
  // The gateway put the route's public answer into the page (first-visit.spec.ts); the shell's part (who is looking,
  // this visitor's site status) is theirs alone: the one request.
  expect(operations).toEqual(['HomeMember']);
});

test('the jackpot grows every 3 seconds', async ({ page }) => {
  await hidePopupsToday(page);
  await page.goto('/');
  const value = page.getByTestId('jackpot-value');
  await expect(value).toHaveText(/\sK$/);
  const first = await value.textContent();
  await expect(value).not.toHaveText(first ?? '', { timeout: 5000 });
});

test.describe('with motion allowed', () => {
  // The suite runs with reduced motion (fewer animation frames on a 2-core machine); autoplay needs it off.
  test.use({ reducedMotion: 'no-preference' });

  test('the home banners rotate by themselves, and the pagination picks one', async ({ page }) => {
    await hidePopupsToday(page);
    await page.goto('/');
    const slides = page.getByTestId('banner-slide');
    await expect(slides).toHaveCount(3);
    await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
    // Autoplay every 5000 ms.
    await expect(slides.nth(1)).toHaveAttribute('data-active', 'true', { timeout: 6500 });
    const dots = page.getByTestId('banner-carousel').getByRole('button');
    await expect(dots).toHaveCount(3);
    await dots.nth(0).click();
    await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  });
});

test('a marquee title opens the notice dialog at that notice; it pages 9 at a time', async ({ page }) => {
  await hidePopupsToday(page);
  await page.goto('/');
  const marquee = page.getByTestId('notice-marquee');
  const third = marquee.getByRole('button').nth(2);
  const title = (await third.textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  // The marquee pauses while an item has focus; a keyboard click is steady where a moving target is not.
  await third.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByTestId('notice-dialog');
  await expect(dialog).toBeVisible();
  const list = dialog.getByTestId('notice-list').getByRole('button');
  await expect(list).toHaveCount(9);
  await expect(dialog.getByTestId('notice-detail').getByRole('heading')).toHaveText(title);
  await expect(list.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByTestId('notice-detail').locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  // Selecting toggles.
  await list.nth(2).click();
  await expect(dialog.getByTestId('notice-detail')).toHaveCount(0);
  await list.nth(4).click();
  await expect(list.nth(4)).toHaveAttribute('aria-pressed', 'true');

  // The next page (32 seeded notices: 4 pages) selects its first notice.
  const firstPageTitles = await list.allTextContents();
  await dialog.getByRole('button', { name: /Trang sau|Next page/ }).click();
  await expect(dialog.getByRole('button', { name: /^(Trang|Page) 2$/ })).toHaveAttribute('aria-current', 'page');
  await expect(list).toHaveCount(9);
  const secondPageTitles = await list.allTextContents();
  expect(secondPageTitles.some((text) => firstPageTitles.includes(text))).toBe(false);
  await expect(list.nth(0)).toHaveAttribute('aria-pressed', 'true');
  const firstOfPage = (await list.nth(0).locator('span').first().textContent()) ?? '';
  await expect(dialog.getByTestId('notice-detail').getByRole('heading')).toHaveText(firstOfPage);

  await dialog.getByRole('button', { name: /^(Trang|Page) 4$/ }).click();
  await expect(list).toHaveCount(5);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('popup notices show once per visit, and not again once hidden for today', async ({ page, context }) => {
  await page.goto('/');
  const popup = page.getByTestId('popup-notices');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { level: 3 }).first()).toBeVisible();
  // Back on the home page in the same visit: not again.
  await page.reload();
  await expect(page.getByTestId('notice-marquee').getByRole('button').first()).toBeVisible();
  await expect(popup).toHaveCount(0);
  // A new visit (a new tab has its own session storage) shows them again, until hidden for today.
  const nextVisit = await context.newPage();
  await nextVisit.goto('/');
  const again = nextVisit.getByTestId('popup-notices');
  await expect(again).toBeVisible();
  await again.getByRole('checkbox').check();
  await again.getByRole('button', { name: /Đóng|Close/ }).click();
  await expect(again).toHaveCount(0);
  const laterVisit = await context.newPage();
  await laterVisit.goto('/');
  await expect(laterVisit.getByTestId('notice-marquee').getByRole('button').first()).toBeVisible();
  await expect(laterVisit.getByTestId('popup-notices')).toHaveCount(0);
});

test('the navigation lists at most 11 vendors a category, with More at 11, and opens a vendor tab', async ({ page }) => {
  await hidePopupsToday(page);
  await page.goto('/help');
  const nav = page.getByTestId('bottom-nav');
  await expect(nav).toBeVisible();

  // 13 slot vendors in the seed: 11 shown, and More.
  await page.getByTestId('nav-category-RNG').hover();
  const slots = page.getByTestId('nav-dropdown-RNG');
  await expect(slots).toBeVisible();
  await expect(slots.getByRole('listitem')).toHaveCount(11);
  await expect(slots.getByTestId('hot-badge')).toHaveCount(3);
  await expect(slots.getByRole('link', { name: /Xem thêm|More/ })).toBeVisible();
  await expect(slots).toHaveAttribute('data-centred', 'false');

  // 4 fishing vendors: no More, centred.
  await page.getByTestId('nav-category-FISH').hover();
  const fishing = page.getByTestId('nav-dropdown-FISH');
  await expect(fishing.getByRole('listitem')).toHaveCount(4);
  await expect(fishing.getByRole('link', { name: /Xem thêm|More/ })).toHaveCount(0);
  await expect(fishing).toHaveAttribute('data-centred', 'true');

  await page.getByTestId('nav-category-RNG').hover();
  await slots.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/rng\?page=pg-slots$/);
});

test('the side menu has the site social links and folds with the 24/7 toggle', async ({ page }) => {
  await hidePopupsToday(page);
  await page.goto('/help');
  const side = page.getByTestId('side-menu');
  await expect(side.getByRole('link')).toHaveCount(4);
  await expect(side.getByRole('link').first()).toHaveAttribute('href', 'https://t.me/saola_official');
  await expect(side.getByRole('button', { name: /Chăm sóc khách hàng|Customer service/ })).toBeVisible();
  await side.getByRole('button', { name: /Mời bạn bè|Invite friends/ }).click();
  await expect(page.getByTestId('register-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  const toggle = side.getByRole('button', { name: /24\/7/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(side.getByRole('link')).toHaveCount(0);
});

test('help centre, its footer links, and /helpmc without the header', async ({ page }) => {
  await hidePopupsToday(page);
  await page.goto('/help');
  await expect(page.getByTestId('help-centre').getByRole('heading', { level: 1 })).toBeVisible();
  const sections = page.getByTestId('help-centre').locator('section[id^="help-"]');
  expect(await sections.count()).toBeGreaterThan(4);

  const footerLink = page.getByRole('contentinfo').getByRole('link').nth(2);
  const topic = (await footerLink.textContent()) ?? '';
  await footerLink.click();
  await expect(page).toHaveURL(/\/help#help-3$/);
  await expect(page.locator('#help-3').getByRole('heading', { level: 2 })).toHaveText(topic);
  await expect(page.locator('#help-3')).toBeInViewport();

  await page.goto('/helpmc');
  await expect(page.getByTestId('help-centre').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  await expect(page.getByTestId('login-form')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('the app download page draws a QR code per app, at /down and /download', async ({ page }) => {
  await hidePopupsToday(page);
  for (const path of ['/down', '/download']) {
    await page.goto(path);
    const panel = page.getByTestId('app-download');
    await expect(panel.locator('li[data-testid^="app-download-"]')).toHaveCount(3);
    await expect(panel.locator('svg[role="img"]')).toHaveCount(3);
    await expect(panel.getByTestId('ios17-note')).toContainText('iOS 17');
  }
});

test('the join-us page invites visitors to register', async ({ page }) => {
  await hidePopupsToday(page);
  await page.goto('/join');
  const join = page.getByTestId('join-us');
  await expect(join.getByRole('heading', { level: 1 })).toBeVisible();
  await join.getByRole('button', { name: /Đăng ký ngay|Register now/ }).click();
  await expect(page.getByTestId('register-modal')).toBeVisible();
});

test('promotions filter by type and open their detail', async ({ page }) => {
  await hidePopupsToday(page);
  await page.goto('/promotions');
  const list = page.getByTestId('promotion-list');
  const cards = list.getByTestId('promotion-card');
  await expect(cards).toHaveCount(6);
  await expect(page.getByTestId('banner-carousel')).toBeVisible();

  await list.getByRole('tab', { name: /Nạp tiền|Deposit/ }).click();
  await expect(page).toHaveURL(/\/promotions\?type=DEPOSIT$/);
  await expect(cards).toHaveCount(1);
  const title = (await cards.first().getByRole('heading').textContent()) ?? '';

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/promoDetail\?id=/);
  const detail = page.getByTestId('promotion-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(detail.getByRole('button')).toHaveCount(0);

  await detail.getByRole('link', { name: /Tất cả khuyến mãi|All promotions/ }).click();
  await expect(list.getByRole('tab', { selected: true })).toHaveText(/Tất cả|All/);
  await expect(cards).toHaveCount(6);
});

test('the notice page lists the notices 9 to a page', async ({ page }) => {
  await hidePopupsToday(page);
  await page.goto('/noticePage');
  const list = page.getByTestId('notice-page').getByTestId('notice-list').getByRole('button');
  await expect(list).toHaveCount(9);
  await expect(list.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('notice-page').getByRole('button', { name: /^(Trang|Page) 4$/ }).click();
  await expect(list).toHaveCount(5);
});

test('the brand is Saola everywhere: the page title, the web manifest and the help centre', async ({ page, request }) => {
  // Issue 32, item 11: the site said both "Saola" and "Sao La".
  const otherSpelling = /sao[\s_-]+la\b/i;
  await hidePopupsToday(page);
  await page.goto('/help');
  await expect(page.getByTestId('help-centre').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Saola');
  await expect(page.getByTestId('help-centre')).toContainText('Saola là nền tảng');
  expect(await page.locator('body').innerText()).not.toMatch(otherSpelling);

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await request.get(manifestHref ?? '/missing');
  expect(manifest.ok()).toBe(true);
  expect(await manifest.json()).toMatchObject({ name: 'Saola', short_name: 'Saola' });
});
