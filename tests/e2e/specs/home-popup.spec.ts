import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/own-context.js';
import { sandboxControl } from '../sandbox-control.js';
import { submitLoginForm } from '../support/header-login.js';
import { phoneContext } from '../support/route-walk.js';
import { settleAfter } from '../support/network-quiet.js';

// Issue 32, item 3: the home page's popup notices. On a phone their buttons sit above the bottom tab bar (a tap on
// "Đã hiểu" closes them, it does not open the tab under it); they show once per visit, whatever the visitor does
// in it (logging in, switching language), and "hide for today" holds for the next visits.

test.beforeAll(async () => {
  await sandboxControl('POST', '/reset');
});

/** Whether a tap at the centre of `target` lands on it (and not on something drawn over it, a fixed bar). */
async function tapLandsOn(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

async function homeSettled(page: Page): Promise<void> {
  await settleAfter(page, () => expect(page.getByTestId('notice-marquee').getByRole('button').first()).toBeVisible());
}

test('on a phone the popup’s buttons are above the tab bar: “Đã hiểu” closes it', async ({ openContext }) => {
  const page = await (await openContext(phoneContext)).newPage();
  await page.goto('/');
  const popup = page.getByTestId('popup-notices');
  await expect(popup).toBeVisible();
  const ok = popup.getByRole('button', { name: 'Đã hiểu' });
  const hideToday = popup.getByRole('checkbox');
  expect(await tapLandsOn(ok), '“Đã hiểu” is not under the tab bar').toBe(true);
  expect(await tapLandsOn(hideToday), 'the “hide for today” box is not under the tab bar').toBe(true);
  await ok.tap();
  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('once per visit: closed, it stays closed after a language switch and a login', async ({ openContext }) => {
  const page = await (await openContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await page.goto('/');
  const popup = page.getByTestId('popup-notices');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Đã hiểu' }).click();
  await expect(popup).toHaveCount(0);

  await page.getByLabel('Ngôn ngữ').first().selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await homeSettled(page);
  await expect(popup).toHaveCount(0);

  await submitLoginForm(page, 'player01', 'secret88');
  await homeSettled(page);
  await expect(popup).toHaveCount(0);
  await page.reload();
  await homeSettled(page);
  await expect(popup).toHaveCount(0);
});

test('not closed, it still shows once: a login does not bring it back once left', async ({ openContext }) => {
  const page = await (await openContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await page.goto('/');
  const popup = page.getByTestId('popup-notices');
  await expect(popup).toBeVisible();
  await page.goto('/help');
  await submitLoginForm(page, 'player01', 'secret88');
  await page.goto('/');
  await homeSettled(page);
  await expect(popup).toHaveCount(0);
});

test('hidden for today, it stays hidden in the next visits, logged in or not', async ({ openContext }) => {
  const context = await openContext({ viewport: { width: 1366, height: 768 } });
  const first = await context.newPage();
  await first.goto('/');
  const popup = first.getByTestId('popup-notices');
  await expect(popup).toBeVisible();
  await popup.getByRole('checkbox').check();
  await popup.getByRole('button', { name: 'Đã hiểu' }).click();
  await expect(popup).toHaveCount(0);
  // A new tab is a new visit (its own session storage).
  const next = await context.newPage();
  await next.goto('/');
  await homeSettled(next);
  await expect(next.getByTestId('popup-notices')).toHaveCount(0);
  await submitLoginForm(next, 'player01', 'secret88');
  await homeSettled(next);
  await expect(next.getByTestId('popup-notices')).toHaveCount(0);
});
