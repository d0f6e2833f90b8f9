import { expect, logInWithPassword, test, vi } from '../support/identity.js';
import { usePrivateStack } from '../support/private-stack.js';

// Spec 000 section 2 "Navigation guard": with loginedToHomePage on and no session, only /login, /register,
// /register.html, /helpmc and /download are reachable; every other path goes to /login. The sandbox does not
// report loginedToHomePage, so this file runs its own stack with the gateway's default NAVIGATION_GUARD=true.

const stack = usePrivateStack(test, { NAVIGATION_GUARD: 'true' }, { resetEachTest: true });

test('navigation guard: a visitor is sent to /login from any other page; the open pages stay', async ({ page }) => {
  const at = (path: string) => `${stack().gatewayUrl}${path}`;

  for (const path of ['/', '/promotions', '/khong-co-trang-nay']) {
    await page.goto(at(path));
    await expect(page).toHaveURL(at('/login'));
    await expect(page.getByRole('heading', { name: vi.login })).toBeVisible();
  }

  for (const path of ['/register', '/register.html']) {
    await page.goto(at(path));
    await expect(page.getByTestId('register-modal')).toBeVisible();
    await expect(page).toHaveURL(at(path));
  }

  for (const path of ['/helpmc', '/download']) {
    await page.goto(at(path));
    await expect(page.locator('#main')).toBeVisible();
    await expect(page).toHaveURL(at(path));
  }
});

test('navigation guard: with a session every page is reachable again, and logging out guards it again', async ({ page }) => {
  const at = (path: string) => `${stack().gatewayUrl}${path}`;
  await page.goto(at('/promotions'));
  await expect(page).toHaveURL(at('/login'));
  await logInWithPassword(page.getByTestId('login-form'), 'player01', 'secret88');
  await expect(page).toHaveURL(at('/'));
  await expect(page.getByTestId('nickname')).toHaveText('Minh Anh');

  await page.goto(at('/khong-co-trang-nay'));
  await expect(page).toHaveURL(at('/khong-co-trang-nay'));
  await expect(page.getByTestId('nickname')).toHaveText('Minh Anh');

  await page.getByRole('button', { name: vi.logout }).click();
  await page.getByRole('alertdialog', { name: vi.logout }).getByRole('button', { name: vi.confirm }).click();
  await expect(page).toHaveURL(at('/login'));
  await expect(page.getByTestId('login-form')).toBeVisible();
});
