import { expect, type Page } from '@playwright/test';

/** Logs in with the header's form on the home page (a desktop width) and waits for the member's nickname. */
export async function logInFromHeader(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  const form = page.getByTestId('login-form');
  await form.locator('input[autocomplete="username"]').fill(username);
  await form.locator('input[autocomplete="current-password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('nickname')).toBeVisible();
}
