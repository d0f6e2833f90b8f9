import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sandboxControl } from '../sandbox-control.js';
import { headerBalance, logIn } from '../support/member-centre.js';

test.beforeEach(async ({ context }) => {
  await sandboxControl('POST', '/reset');
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  await context.route(/\/__sandbox\/assets\//, (route) => route.fulfill({ status: 204 }));
});

/** The value of a figure (a <dt>/<dd> pair) inside `scope`. */
function figure(scope: ReturnType<Page['getByTestId']>, label: string) {
  return scope.locator('div').filter({ has: scope.page().locator('dt', { hasText: label }) }).locator('dd');
}

async function settleDeposit(page: Page, account: string): Promise<void> {
  const order = page.getByTestId('deposit-order');
  const orderNo = (await figure(order, 'Order number').innerText()).trim();
  await sandboxControl('POST', '/funds/deposit-orders/settle', { orderNo, status: 'SUCCESS', account });
  await order.getByRole('button', { name: 'Refresh status' }).click();
  await expect(page.getByTestId('deposit-order-status')).toHaveText('Successful');
}

test('deposits by bank transfer, e-wallet and scratch card; a settled order credits the balance', async ({ page }) => {
  await logIn(page, 'player01');
  const start = await headerBalance(page);
  await page.getByRole('group', { name: 'Account' }).getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/member\/depositv2$/);
  const kinds = page.getByRole('tablist', { name: 'Deposit methods' });

  // Bank transfer: a preset amount, the account to pay into with its transfer note.
  await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '500.00' }).click();
  await page.getByLabel('Name on your paying account (optional)').fill('Nguyen Minh Anh');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByTestId('deposit-order-status')).toHaveText('Pending');
  await expect(page.getByTestId('deposit-pay-to')).toContainText('Transfer note');
  await settleDeposit(page, 'player01');
  await expect.poll(() => headerBalance(page)).toBe(start + 500);
  await page.getByRole('button', { name: 'New deposit' }).click();

  // E-wallet: MoMo, an amount below the minimum is refused before anything is sent.
  await kinds.getByRole('tab', { name: 'E-wallet' }).click();
  await page.getByRole('group', { name: 'Channel' }).getByRole('button', { name: /MoMo/ }).click();
  await page.getByLabel('Amount', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByLabel('Amount', { exact: true })).toHaveAccessibleDescription('The amount must be at least 50.00 K');
  await page.getByLabel('Amount', { exact: true }).fill('200');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Open the payment page' })).toBeVisible();
  await settleDeposit(page, 'player01');
  await expect.poll(() => headerBalance(page)).toBe(start + 700);
  await page.getByRole('button', { name: 'New deposit' }).click();

  // Scratch card: telco, face value, serial and PIN; the card's 20% discount is kept.
  await kinds.getByRole('tab', { name: 'Scratch card' }).click();
  await page.getByLabel('Telco').selectOption('VIETTEL');
  await page.getByRole('group', { name: 'Card values' }).getByRole('button', { name: '100.00' }).click();
  await page.getByLabel('Serial number').fill('10001234567');
  await page.getByLabel('PIN').fill('312345678901');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(figure(page.getByTestId('deposit-order'), 'Credited to your wallet')).toHaveText('80.00 K');
  await settleDeposit(page, 'player01');
  await expect.poll(() => headerBalance(page)).toBe(start + 780);
});

// Issue 32 item 2: one unit, from the platform's currency settings (the sandbox counts in thousands and says "K"),
// on the balance, a deposit limit and a mall price; a quick amount puts in the field what the field reads.
test("money reads in the platform's one unit: the balance, a deposit limit, a quick amount and a mall price", async ({ page }) => {
  await logIn(page, 'player01');
  await expect(page.getByTestId('balance')).toHaveText('1,550.50 K');

  await page.goto('/member/depositv2');
  await expect(page.getByTestId('deposit-bounds')).toHaveText('Minimum 100.00 K, maximum 500,000.00 K.');
  await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: /^500\.00\sK$/ }).click();
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('500');

  await page.goto('/pointMall');
  const scooter = page.getByTestId('point-reward').filter({ hasText: 'Honda Vision scooter' });
  await expect(scooter).toContainText('400,000 points');
  await expect(scooter).toContainText('Worth 31,900.00 K');
});

/** player02 has the weak default password: a member must change it before any member action. */
async function changeDefaultPassword(request: APIRequestContext): Promise<void> {
  const send = (query: string, variables: Record<string, unknown>) =>
    request.post('/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json' } });
  await send('mutation($input: LoginInput!) { login(input: $input) { userErrors { code } } }', { input: { username: 'player02', password: '123456' } });
  const changed = await send('mutation($input: ChangePasswordInput!) { changePassword(input: $input) { userErrors { code } } }', {
    input: { oldPassword: '123456', newPassword: 'thuha2025', confirmPassword: 'thuha2025' },
  });
  expect(await changed.json()).toEqual({ data: { changePassword: { userErrors: [] } } });
}

test('sets a withdraw password, binds an account, withdraws: the amount is held and the line appears', async ({ page, request }) => {
  await changeDefaultPassword(request);
  await logIn(page, 'player02', 'thuha2025');
  await page.goto('/member/withdraw');

  const setPassword = page.getByRole('form', { name: 'Set withdraw password' });
  await setPassword.getByLabel('Login password', { exact: true }).fill('thuha2025');
  await setPassword.getByLabel('New withdraw password', { exact: true }).fill('12345');
  await setPassword.getByRole('button', { name: 'Set withdraw password' }).click();
  await expect(setPassword.getByLabel('New withdraw password', { exact: true })).toHaveAccessibleDescription('The withdraw password is exactly 6 digits');
  await setPassword.getByLabel('New withdraw password', { exact: true }).fill('246810');
  await setPassword.getByLabel('Repeat the withdraw password', { exact: true }).fill('246810');
  await setPassword.getByRole('button', { name: 'Set withdraw password' }).click();

  const bind = page.getByRole('form', { name: 'Bind a bank account' });
  await bind.getByLabel('Bank').selectOption({ label: 'Techcombank' });
  await bind.getByLabel('Account number').fill('19034567890');
  await bind.getByLabel('Account holder').fill('Tran Thu Ha');
  await bind.getByLabel('Withdraw password', { exact: true }).fill('246810');
  await bind.getByRole('button', { name: 'Bind a bank account' }).click();

  const withdraw = page.getByRole('form', { name: 'Withdraw' });
  await expect(withdraw.getByText('****7890')).toBeVisible();
  const figures = page.getByTestId('withdraw-figures');
  const available = Number((await figure(figures, 'Available').innerText()).replace(/[^\d.-]/g, ''));
  await withdraw.getByLabel('Amount', { exact: true }).fill('100');
  await withdraw.getByLabel('Withdraw password', { exact: true }).fill('000000');
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(withdraw.getByLabel('Withdraw password', { exact: true })).toHaveAccessibleDescription('The withdraw password is incorrect');

  // The same submission twice over (a double click): one withdrawal.
  await withdraw.getByLabel('Withdraw password', { exact: true }).fill('246810');
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).dblclick();
  await expect(page.getByTestId('withdraw-done')).toContainText('Withdrawal of 100.00 K requested');
  await expect(figure(figures, 'Held')).toHaveText('100.00 K');
  await expect(figure(figures, 'Available')).toHaveText(`${(available - 100).toLocaleString('en', { minimumFractionDigits: 2 })} K`);
  await expect(page.getByTestId('recent-withdrawal')).toHaveCount(1);
  await expect.poll(() => headerBalance(page)).toBe(available - 100);

  await page.getByRole('navigation', { name: 'Member centre menu' }).getByRole('link', { name: 'Account record' }).click();
  const line = page.getByTestId('account-records').getByTestId('record-row').first();
  await expect(line).toContainText('Withdrawal');
  await expect(line).toContainText('-100.00');
  await expect(line).toContainText('Pending');
});

test('moves money into a game wallet and all back, and sends money to the upline', async ({ page }) => {
  await logIn(page, 'player01');
  const start = await headerBalance(page);
  await page.goto('/member/transferFund');
  const pg = page.getByTestId('vendor-wallet').filter({ hasText: 'PG Soft' });
  const before = Number((await pg.locator('span').last().innerText()).replace(/[^\d.-]/g, ''));

  const transfer = page.getByRole('form', { name: 'Transfer between wallets' });
  await transfer.getByLabel('Direction').selectOption({ label: 'Main wallet → game wallet' });
  await transfer.getByLabel('Game wallet').selectOption({ label: 'PG Soft' });
  await transfer.getByLabel('Amount', { exact: true }).fill('100.25');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByTestId('transfer-done')).toHaveText('100.25 K transferred.');
  await expect(pg).toContainText((before + 100.25).toLocaleString('en', { minimumFractionDigits: 2 }));
  // Between one's own wallets the total stays the same.
  expect(await headerBalance(page)).toBe(start);

  await page.getByRole('button', { name: 'All to main wallet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'moved to the main wallet' })).toBeVisible();
  for (const wallet of await page.getByTestId('vendor-wallet').all()) await expect(wallet).toContainText('0.00');

  await page.getByRole('navigation', { name: 'Member centre menu' }).getByRole('link', { name: 'Transfer to upline' }).click();
  const upline = page.getByRole('form', { name: 'Transfer to upline' });
  await upline.getByLabel('Amount', { exact: true }).fill('-5');
  await upline.getByRole('button', { name: 'Send to upline' }).click();
  await expect(upline.getByLabel('Amount', { exact: true })).toHaveAccessibleDescription('Enter an amount above 0 with at most 2 decimals');
  await upline.getByLabel('Amount', { exact: true }).fill('50.5');
  await upline.getByLabel('Note (optional)').fill('Trả tiền');
  await upline.getByRole('button', { name: 'Send to upline' }).click();
  await expect(page.getByTestId('upline-done')).toHaveText(/^player01 sent 50\.50\sK to .*agent01.*\. Note: Trả tiền$/);
  await expect.poll(() => headerBalance(page)).toBe(start - 50.5);
});

/** A real PNG (1×1) and a text file that claims to be one. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const fakePng = Buffer.from('not a picture at all');

test('confirms paid withdrawals received, not received with a proof image, and partly received', async ({ page }) => {
  await sandboxControl('POST', '/agency/withdrawals', { account: 'player01', amount: 300 });
  await logIn(page, 'player01');
  await page.goto('/member/withdraw');
  const section = page.getByTestId('withdrawal-confirmations');
  const awaiting = section.getByTestId('awaiting-withdrawal');
  await expect(awaiting).toHaveCount(3);
  const dialog = page.getByTestId('confirm-withdrawal-dialog');

  await awaiting.nth(0).getByRole('button', { name: 'Received', exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(awaiting).toHaveCount(2);

  await awaiting.nth(0).getByRole('button', { name: 'Not received', exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Please upload a proof image')).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: fakePng });
  await expect(dialog.getByText('Only png or jpg images are accepted')).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByText('Only png or jpg images are accepted')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(awaiting).toHaveCount(1);

  await awaiting.nth(0).getByRole('button', { name: 'Partly received' }).click();
  await dialog.getByLabel('Amount received').fill('100');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(awaiting).toHaveCount(0);

  await section.getByText('Answered').click();
  const answered = section.getByTestId('confirmed-withdrawal');
  await expect(answered.filter({ hasText: 'Not received' })).toHaveCount(1);
  await expect(answered.filter({ hasText: 'Partly received' })).toContainText('Received 100.00');
  await expect(answered.filter({ hasText: /^(?!.*Not).*Received$/ })).not.toHaveCount(0);
});
