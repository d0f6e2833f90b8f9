import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/own-context.js';
import { sandboxControl } from '../sandbox-control.js';
import { logInByApi } from '../support/api-login.js';
import { phoneContext } from '../support/route-walk.js';

// Issue 32, item 8 (the lobby's density and quick paths) and the spec's lobby rules: the vendor dropdown launches
// a vendor, lottery tiles open their lottery page by provider, a modal closes on a background click. In English,
// with the home popup already seen this visit.

test.beforeAll(async () => {
  await sandboxControl('POST', '/reset');
});

async function english(context: BrowserContext): Promise<Page> {
  await context.addInitScript(() => {
    window.localStorage.setItem('lang', 'en');
    window.sessionStorage.setItem('saola.popupNotices.shown', '1');
  });
  await context.route(/\/__sandbox\/assets\//, (route) => route.fulfill({ status: 204 }));
  return context.newPage();
}

async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  return Math.round(box!.y);
}

test('a phone shows three game tiles a row', async ({ openContext }) => {
  const page = await english(await openContext(phoneContext));
  await page.goto('/rng');
  const tiles = page.getByTestId('game-tile');
  await expect(tiles.nth(3)).toBeVisible();
  const tops = await Promise.all([0, 1, 2, 3].map((index) => topOf(tiles.nth(index))));
  expect(tops[1], 'second tile beside the first').toBe(tops[0]);
  expect(tops[2], 'third tile beside the first').toBe(tops[0]);
  expect(tops[3], 'fourth tile on the next row').toBeGreaterThan(tops[0]!);
});

test('a phone has deposit beside the balance, one tap away', async ({ openContext }) => {
  const page = await english(await openContext(phoneContext));
  await logInByApi(page.request, 'player01');
  await page.goto('/');
  const header = page.getByTestId('site-header');
  const balance = header.getByTestId('balance');
  await expect(balance).not.toHaveText('Updating…');
  const deposit = header.getByRole('link', { name: 'Deposit', exact: true });
  await expect(deposit).toBeVisible();
  // On the balance's row: their boxes share a horizontal band.
  const [balanceBox, depositBox] = [await balance.boundingBox(), await deposit.boundingBox()];
  expect(depositBox!.y).toBeLessThan(balanceBox!.y + balanceBox!.height);
  expect(depositBox!.y + depositBox!.height).toBeGreaterThan(balanceBox!.y);
  await deposit.tap();
  await expect(page).toHaveURL(/\/member\/depositv2$/);
});

test('every lottery game with a schedule counts down to its next draw', async ({ page }) => {
  await english(page.context());
  await page.goto('/vnlottery');
  const games = page.getByTestId('lottery-game');
  await expect(games.first()).toBeVisible();
  const countdowns = page.getByTestId('lottery-countdown');
  await expect(countdowns).toHaveCount(await page.getByTestId('lottery-schedule').count());
  const first = countdowns.first();
  await expect(first).toHaveText(/^Next draw in (\d+ days? )?\d\d:\d\d:\d\d$/);
  const shown = await first.textContent();
  // It ticks.
  await expect(first).not.toHaveText(shown ?? '');
});

test('a vendor of the navigation dropdown opens its game; FB sports opens /fbsports', async ({ page }) => {
  await english(page.context());
  await logInByApi(page.request, 'player01');
  await page.goto('/');
  await page.getByTestId('nav-category-LIVE').hover();
  await page.getByTestId('nav-dropdown-LIVE').getByRole('link', { name: /^Evolution Casino/ }).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByTestId('game-frame')).toBeVisible();

  await page.goto('/');
  await page.getByTestId('nav-category-SPORTS').hover();
  const fbRequest = page.waitForURL(/\/fbsports$/);
  await page.getByTestId('nav-dropdown-SPORTS').getByRole('link', { name: /^FB Sports/ }).click();
  await fbRequest;
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByTestId('game-frame')).toBeVisible();

  // A slot vendor keeps its own path: its tab of the slots page.
  await page.goto('/');
  await page.getByTestId('nav-category-RNG').hover();
  await page.getByTestId('nav-dropdown-RNG').getByRole('link', { name: /^PG Slots/ }).click();
  await expect(page).toHaveURL(/\/rng\?page=/);
});

test('lottery tiles open the lottery page of their provider, on their game', async ({ page }) => {
  await english(page.context());
  await page.goto('/lott');
  const vendors = page.getByRole('tablist', { name: 'Vendors' });
  await vendors.getByRole('tab', { name: 'Vietnam Lottery' }).click();
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/vnlottery\?gameCode=\w+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeVisible();

  await page.goto('/lott');
  await vendors.getByRole('tab', { name: 'Southeast Asia Lottery' }).click();
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/seaLottery\?gameCode=\w+/);
});

test('a modal closes on a click on its background', async ({ openContext }) => {
  const page = await english(await openContext(phoneContext));
  await page.goto('/');
  await page.getByTestId('site-header').getByRole('button', { name: 'Log in' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  // A tap inside the dialog leaves it open.
  await dialog.getByRole('heading', { name: 'Log in' }).tap();
  await expect(dialog).toBeVisible();
  await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
  await expect(dialog).toHaveCount(0);
});

test('the top bar toggle hides and shows the navigation bar, and the choice holds', async ({ page }) => {
  await english(page.context());
  await page.goto('/');
  const nav = page.getByTestId('bottom-nav');
  await expect(nav).toBeVisible();
  await page.getByRole('button', { name: 'Hide navigation bar' }).click();
  await expect(nav).toBeHidden();
  await page.goto('/rng');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(nav).toBeHidden();
  const show = page.getByRole('button', { name: 'Show navigation bar' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  await expect(nav).toBeVisible();
  await expect(page.getByTestId('nav-category-RNG')).toBeVisible();
});

test('a help topic of the footer opens in the help modal, with the way to the help centre', async ({ page }) => {
  await english(page.context());
  await page.goto('/');
  const links = page.getByRole('navigation', { name: 'Help topics' }).getByRole('link');
  const title = (await links.first().textContent()) ?? '';
  await links.first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog.getByRole('status')).toHaveCount(0);
  expect((await dialog.textContent())?.length ?? 0, 'the topic has its text').toBeGreaterThan(title.length + 40);
  await dialog.getByRole('link', { name: 'Open the help centre' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/help#help-/);
  await expect(page.getByTestId('help-centre')).toBeVisible();
});

test('every page has a meta description of its own, in the reader\'s language', async ({ page }) => {
  const description = page.locator('meta[name="description"]');
  const seen = new Map<string, string>();
  await english(page.context());
  // The HTML's own (Vietnamese) description stands until the shell sets the page's: it counts as seen.
  const html = await (await page.request.get('/')).text();
  seen.set(/<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1] ?? '', 'index.html');
  for (const path of ['/', '/rng', '/live', '/vnlottery', '/promotions', '/pointMall', '/help', '/download', '/join']) {
    await page.goto(path);
    // The page's own: none of the pages before had it (the shell sets it once the route has rendered).
    await expect
      .poll(async () => {
        const content = (await description.getAttribute('content')) ?? '';
        return /Saola/.test(content) && !seen.has(content);
      }, { message: `${path} has its own description` })
      .toBe(true);
    seen.set((await description.getAttribute('content')) ?? '', path);
  }
  await expect(description).toHaveAttribute('content', /^Become a Saola agent/);
  // It follows the language.
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('vi');
  await expect(description).toHaveAttribute('content', /^Trở thành đại lý Saola/);
});

test('the home page opens hot games on a full category, and says the popular list is lottery', async ({ page }) => {
  await english(page.context());
  await page.goto('/');
  const hot = page.getByTestId('hot-games');
  const tabs = hot.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const shown = await hot.getByTestId('game-tile').count();
  // No other category holds more hot games than the one shown first.
  for (let index = 0; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    expect(await hot.getByTestId('game-tile').count()).toBeLessThanOrEqual(shown);
  }
  expect(shown, 'more than one card').toBeGreaterThan(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Popular lottery games' })).toBeVisible();
});
