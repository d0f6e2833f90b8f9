import { expect, type Page } from '@playwright/test';

/** Fills the page's login form (English UI or not: by autocomplete), submits it and waits for the nickname. */
export async function submitLoginForm(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.locator('input[autocomplete="username"]').fill(username);
  await form.locator('input[autocomplete="current-password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('nickname')).toBeVisible();
}

/** Logs in with the header's form on the home page (a desktop width). */
export async function logInFromHeader(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  await submitLoginForm(page, username, password);
}
