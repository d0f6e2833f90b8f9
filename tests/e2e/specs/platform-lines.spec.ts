import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../e2e-env.js';
import { sandboxControl } from '../sandbox-control.js';

// Issue 15 (domainRoute): the "fastest line" choice times each of the site's lines from the browser and reloads
// the same page on the chosen one; issue 16: the download page captions its QR codes with our names. In
// Vietnamese (the default language). The stack's sandbox lists the web server's two loopback names as the lines
// (it reads the web port scripts/start.mjs passes it), so both lines really answer.

const popupHiddenKey = 'saola.popupNotices.hiddenOn';
const [lineOne, lineTwo] = [`http://127.0.0.1:${E2E.gatewayPort}`, `http://localhost:${E2E.gatewayPort}`];

test.beforeEach(async ({ context }) => {
  await sandboxControl('POST', '/reset');
  // The arrival popups stay closed on every origin of this browser.
  await context.addInitScript((key) => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    window.localStorage.setItem(key, `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
  }, popupHiddenKey);
});

/** Opens the switcher from the wide screen's top bar and waits until every line is measured. */
async function openMeasuredSwitcher(page: Page) {
  await page.getByTestId('line-switcher-open').filter({ visible: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Chọn đường truy cập' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Đã đo xong tốc độ các đường.');
  return dialog;
}

test('the line switcher measures both lines and reloads the same page on the other one', async ({ page }) => {
  await page.goto(`${lineOne}/live?tab=BACCARAT`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const dialog = await openMeasuredSwitcher(page);

  const lines = dialog.getByRole('listitem').filter({ has: page.getByTestId('line-speed') });
  await expect(lines).toHaveCount(2);
  await expect(dialog.getByTestId('line-1')).toHaveAttribute('data-origin', lineOne);
  await expect(dialog.getByTestId('line-2')).toHaveAttribute('data-origin', lineTwo);
  for (const speed of await dialog.getByTestId('line-speed').all()) await expect(speed).toHaveText(/^\d+ mili giây$/);
  // One line is the fastest; line 1 is the platform's recommendation and the one this page came from.
  await expect(dialog.getByText('Nhanh nhất', { exact: true })).toHaveCount(1);
  await expect(dialog.getByTestId('line-1')).toContainText('Đề xuất');
  await expect(dialog.getByTestId('line-1')).toHaveAttribute('aria-current', 'true');
  await expect(dialog.getByTestId('line-1').getByRole('button')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Chuyển sang Đường 2' }).click();
  await page.waitForURL(`${lineTwo}/live?tab=BACCARAT`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // On the new line, it is the current one and line 1 is one switch away.
  const again = await openMeasuredSwitcher(page);
  await expect(again.getByTestId('line-2')).toHaveAttribute('aria-current', 'true');
  await expect(again.getByRole('button', { name: 'Chuyển sang Đường 1' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();
  await expect(page.getByTestId('line-switcher-open').filter({ visible: true })).toBeFocused();
});

test('on a phone the switcher opens from the menu drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/promotions');
  await page.getByTestId('phone-menu-button').click();
  const entry = page.getByRole('button', { name: 'Đường truy cập' });
  await expect(entry).toBeVisible();
  expect((await entry.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await entry.click();
  const dialog = page.getByRole('dialog', { name: 'Chọn đường truy cập' });
  await expect(dialog.getByRole('status')).toHaveText('Đã đo xong tốc độ các đường.');
  await expect(dialog.getByTestId('line-speed')).toHaveCount(2);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('the download page captions each QR code with our Vietnamese name, never the platform label', async ({ page }) => {
  await page.goto('/download');
  const panel = page.getByTestId('app-download');
  await expect(panel.locator('figcaption')).toHaveText(['iOS', 'Android', 'Bản rút gọn']);
  await expect(panel.locator('svg[role="img"]')).toHaveCount(3);
  for (const label of ['iOS app', 'Android app', 'Lite app']) await expect(page.getByText(label)).toHaveCount(0);
});
