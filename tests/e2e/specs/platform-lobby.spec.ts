import { expect, test, type Page } from '@playwright/test';
import { sandboxControl } from '../sandbox-control.js';
import { logInFromHeader as logIn } from '../support/header-login.js';

// Issue 15's lobby calls as a player meets them, in English (the site starts in Vietnamese). The sandbox gives
// every vendor a ?page= key that is not its code (PG Soft is "pg-slots"), as real merchants may.
test.beforeEach(async ({ context }) => {
  await sandboxControl('POST', '/reset');
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
});

/** The GraphQL operations the page sends from now on, by name. */
function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    // A page's public part goes as a GET (issue 33), named in its URL.
    if (request.method() === 'GET') return void names.push(url.searchParams.get('operationName') ?? '');
    if (request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | Array<{ operationName?: string }>;
    for (const operation of Array.isArray(body) ? body : [body]) names.push(operation.operationName ?? '');
  });
  return names;
}

function openTile(page: Page) {
  return page.getByTestId('game-tile').filter({ hasNot: page.getByTestId('maintenance-overlay') });
}

test("a vendor's ?page= key, not its code, lists that vendor's games on first load with one request", async ({ page }) => {
  const operations = recordOperations(page);
  await page.goto('/rng?page=pg-slots');
  await expect(page.getByRole('tablist', { name: 'Vendors' }).getByRole('tab', { name: 'PG Slots' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('game-count')).toHaveText('Showing 20 of 26');
  const vendors = await page.getByTestId('game-tile').evaluateAll((tiles) => tiles.map((tile) => tile.textContent ?? ''));
  expect(vendors.length).toBe(20);
  for (const text of vendors) expect(text).toContain('PG Slots');
  expect(operations.filter((name) => name === 'CategoryRoute')).toHaveLength(1);

  // The tab writes the same key back into the URL.
  await page.getByRole('tablist', { name: 'Vendors' }).getByRole('tab', { name: 'JILI Slots' }).click();
  await expect(page).toHaveURL(/\/rng\?page=jili-slots$/);
  await expect(openTile(page).first()).toContainText('JILI Slots');
});

test("a vendor's type tabs filter its list by classification, survive a reload and follow Back", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/rng?page=pg-slots');
  const types = page.getByRole('tablist', { name: 'Game types of PG Slots' });
  await expect(types.getByRole('tab', { name: 'All types (26)' })).toHaveAttribute('aria-selected', 'true');
  const jackpot = types.getByRole('tab', { name: /^Jackpot \(\d+\)$/ });
  const count = Number((/\((\d+)\)/.exec((await jackpot.textContent()) ?? '') ?? [])[1]);
  expect(count).toBeGreaterThan(0);

  await jackpot.click();
  await expect(page).toHaveURL(/\/rng\?page=pg-slots&tab=JP$/);
  await expect(page.getByTestId('game-count')).toHaveText(`Showing ${Math.min(count, 20)} of ${count}`);
  await expect(jackpot).toHaveAttribute('aria-selected', 'true');
  // A phone: the tab strip scrolls inside itself, the page never sideways; tabs are finger-sized.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect((await jackpot.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

  await page.reload();
  await expect(page.getByRole('tablist', { name: 'Game types of PG Slots' }).getByRole('tab', { name: /^Jackpot/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('game-count')).toHaveText(`Showing ${Math.min(count, 20)} of ${count}`);

  await page.goBack();
  await expect(page).toHaveURL(/\/rng\?page=pg-slots$/);
  await expect(page.getByTestId('game-count')).toHaveText('Showing 20 of 26');
});

test("a member opens a card game's rooms on /pvp and enters an open one", async ({ page }) => {
  await logIn(page, 'player01', 'secret88');
  const operations = recordOperations(page);
  await page.goto('/pvp?page=v8-cards');
  const tile = openTile(page).first();
  const name = ((await tile.getByRole('button', { name: /^Play / }).getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await tile.getByRole('button', { name: /^Play / }).click();

  const dialog = page.getByTestId('pvp-rooms-dialog');
  await expect(dialog.getByRole('heading', { name })).toBeVisible();
  const rooms = dialog.getByTestId('pvp-room');
  await expect(rooms).toHaveCount(4);
  for (const status of await rooms.evaluateAll((items) => items.map((item) => item.getAttribute('data-status')))) {
    expect(['OPEN', 'FULL', 'MAINTENANCE']).toContain(status);
  }
  await expect(rooms.first()).toContainText('Beginner');
  await expect(rooms.first()).toContainText('Tables');
  expect(operations).toContain('PvpRooms');

  await dialog.getByRole('button', { name: 'Enter Beginner' }).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByTestId('game-frame')).toBeVisible();
});

test('a visitor opening a card game is asked to log in, and sees no rooms', async ({ page }) => {
  await page.goto('/pvp?page=v8-cards');
  await openTile(page).first().getByRole('button', { name: /^Play / }).click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
  await expect(page.getByTestId('pvp-rooms-dialog')).toHaveCount(0);
});
