import { expect, test } from '@playwright/test';
import { sandboxControl } from '../sandbox-control.js';
import { expectNoSidewaysScroll, logIn, memberPages, menuLink } from '../support/member-centre.js';

test.beforeEach(async ({ context }) => {
  await sandboxControl('POST', '/reset');
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  // The sandbox's pictures (avatars, game art) are nothing these tests look at.
  await context.route(/\/__sandbox\/assets\//, (route) => route.fulfill({ status: 204 }));
});

test('every member-centre page renders for a member, from the menu', async ({ page }) => {
  await logIn(page, 'player01');
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/member\/securityCenter$/);
  const menu = page.getByRole('navigation', { name: 'Member centre menu' });
  for (const { key, title, content } of memberPages) {
    await menuLink(menu, title).click();
    await expect(page, key).toHaveURL(new RegExp(`/member/${key}$`));
    await expect(page.getByRole('heading', { level: 1, name: title }), key).toBeVisible();
    await expect(menuLink(menu, title), key).toHaveAttribute('aria-current', 'page');
    await expect(content(page), key).toBeVisible();
    await expect(page.getByRole('alert'), key).toHaveCount(0);
  }
});

test('the centre closes back to where the player opened it', async ({ page }) => {
  await logIn(page, 'player01');
  await page.goto('/promotions');
  await page.getByRole('group', { name: 'Account' }).getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/member\/withdraw$/);
  await page.getByRole('navigation', { name: 'Member centre menu' }).getByRole('link', { name: 'Wallet', exact: true }).click();
  await page.getByRole('button', { name: 'Close the member centre' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
});

test('a visitor opening any member page is sent to login, and comes back to it', async ({ page }) => {
  // Every member page opened in turn: more than the default minute on a busy 2-core machine.
  test.setTimeout(180_000);
  for (const { key } of memberPages) {
    await page.goto(`/member/${key}`);
    await expect(page, key).toHaveURL(/\/login$/);
  }
  await page.goto('/member/transactionHistory');
  await expect(page).toHaveURL(/\/login$/);
  const form = page.getByTestId('login-form');
  await form.locator('input[autocomplete="username"]').fill('player01');
  await form.locator('input[autocomplete="current-password"]').fill('secret88');
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/member\/transactionHistory$/);
  await expect(page.getByTestId('account-records')).toBeVisible();
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu is a screen of its own, each page fills the width with a way back, nothing scrolls sideways', async ({ page }) => {
    test.setTimeout(180_000);
    await logIn(page, 'player01');
    await page.goto('/member');
    const menu = page.getByRole('navigation', { name: 'Member centre menu' });
    await expect(menu).toBeVisible();
    await expectNoSidewaysScroll(page);
    for (const { key, title, content } of memberPages) {
      await page.goto('/member');
      await menuLink(menu, title).click();
      await expect(page, key).toHaveURL(new RegExp(`/member/${key}$`));
      await expect(content(page), key).toBeVisible();
      await expect(menu, key).toBeHidden();
      await expectNoSidewaysScroll(page);
    }
    await page.getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/\/member$/);
    await expect(menu).toBeVisible();
  });
});
