import { expect, test } from '../support/own-context.js';
import { sandboxControl } from '../sandbox-control.js';
import { logInByApi } from '../support/api-login.js';
import { phoneContext } from '../support/route-walk.js';

// Issue 32, item 6: a bank-transfer deposit on a phone. The content to type is short (not a 36-character order
// number), a VietQR code carries the whole transfer, every field has its copy button, and the order's header is in
// view once the order is made.

test.beforeAll(async () => {
  await sandboxControl('POST', '/reset');
});

test('a bank-transfer order on a phone: short transfer content, a VietQR code, a copy button per field, its header in view', async ({ openContext }) => {
  const context = await openContext(phoneContext);
  await context.addInitScript(() => {
    window.localStorage.setItem('lang', 'en');
    window.sessionStorage.setItem('saola.popupNotices.shown', '1');
  });
  await context.route(/\/__sandbox\/assets\//, (route) => route.fulfill({ status: 204 }));
  const page = await context.newPage();
  await logInByApi(page.request, 'player01');
  await page.goto('/member/depositv2');
  await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '500.00' }).click();
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByTestId('deposit-order-status')).toHaveText('Pending');

  // The order's header is on screen, not scrolled away above the fold or left below it.
  const title = page.getByRole('heading', { name: 'Deposit order' });
  await expect(title).toBeInViewport();

  const payTo = page.getByTestId('deposit-pay-to');
  const note = payTo.locator('div').filter({ hasText: 'Transfer note' }).locator('span').nth(1);
  await expect(note).toHaveText(/^[A-Z0-9]{6,12}$/);
  await expect(payTo.getByTestId('deposit-vietqr').locator('svg')).toBeVisible();
  // The platform counts thousands of đồng (500.00 K): the bank is asked for 500,000 đồng.
  await expect(payTo.locator('div').filter({ hasText: 'Amount' }).locator('span').nth(1)).toHaveText('500,000');
  // Bank, account number, holder, amount and transfer note: each with its copy button.
  await expect(payTo.getByRole('button', { name: /^Copy/ })).toHaveCount(5);
});
