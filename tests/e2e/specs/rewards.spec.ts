import { expect, test } from '../support/identity.js';
import type { Locator, Page } from '@playwright/test';
import { sandboxControl } from '../sandbox-control.js';
import { settleAfter } from '../support/network-quiet.js';

// Rewards on the real stack (issue 13): points mall, promotions a member acts on, inbox, invitations and feedback,
// in English (the site starts in Vietnamese). player01 has about 3,000 points, the seeded payment password, a newbie
// raffle to claim, a daily deposit promotion to apply for, unread messages and an invitation code.

const PAYMENT_PASSWORD = '666888';

test.beforeEach(async ({ context }) => {
  await sandboxControl('POST', '/reset');
  await context.addInitScript(() => {
    window.localStorage.setItem('lang', 'en');
    // The home popup (home-popup.spec.ts) comes after the login lands on the home page, at a moment of its own: over
    // the next tap here, it took the tap (run4 of issue 29, a footer link).
    window.sessionStorage.setItem('saola.popupNotices.shown', '1');
  });
});

async function logIn(page: Page, username = 'player01') {
  // The login page has the full form at every width (a phone's header has only a login button).
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.locator('input[autocomplete="username"]').fill(username);
  await form.locator('input[autocomplete="current-password"]').fill('secret88');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('nickname')).toBeVisible();
}

/** A number as the page prints it ("3,260"). */
async function numberIn(locator: Locator): Promise<number> {
  return Number((await locator.innerText()).replace(/[^\d]/g, ''));
}

/** The header's red count of a badge once the counts are known (they come after the page: issue 34), 0 when none shows. */
async function headerCount(page: Page, kind: 'missions' | 'inbox' | 'rewards'): Promise<number> {
  await expect(page.getByRole('navigation', { name: 'Missions, inbox and rewards' })).toHaveAttribute('data-counts', 'known');
  const badge = page.getByTestId(`header-badge-${kind}`);
  return (await badge.count()) === 0 ? 0 : Number(await badge.getAttribute('data-count'));
}

/** Enough of a PNG for the gateway and the platform to judge it one by its bytes. */
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
});

test.describe('points mall', () => {
  // The catalogue's pictures are part of what is tested here.
  test.use({ keepPictures: true });

  test('redeems a reward with the payment password: the points drop and the redemption is in the history', async ({ page }) => {
    await logIn(page);
    await page.goto('/pointMall');
    const balance = page.getByTestId('points-balance');
    await expect(balance).toBeVisible();
    const before = await numberIn(balance);
    const picture = page.getByTestId('point-reward').first().locator('img');
    await expect(picture).toBeVisible();
    // Pictures load as they near the screen (spec 001 §9): wait for it rather than read it at once.
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Redeem Cash 10' }).click();
    const dialog = page.getByTestId('redeem-dialog');
    await dialog.getByLabel('Withdraw password', { exact: true }).fill(PAYMENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(dialog.getByTestId('redeem-done')).toContainText('in process');
    await expect(balance).toHaveText((before - 100).toLocaleString('en'));
    await dialog.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('tab', { name: 'Redeem history' }).click();
    const newest = page.getByTestId('redeem-order').first();
    await expect(newest).toContainText('Cash 10 × 1');
    await expect(newest).toHaveAttribute('data-status', 'IN_PROCESS');
    await expect(newest).toContainText('In process');
    await page.getByRole('tab', { name: 'Points details' }).click();
    await expect(page.getByTestId('points-detail').first()).toContainText('Redeemed');
    await expect(page.getByTestId('points-detail').first()).toContainText('-100');
  });

  test('a card says how its reward is paid out as its dialog does, and why one out of reach cannot be redeemed', async ({ page }) => {
    // Issue 32, item 11: the card promised an immediate credit where the dialog said "once approved", and a reward
    // above the player's VIP level or points opened a form the platform refused only on submit.
    await logIn(page);
    await page.goto('/pointMall');
    const cash = page.getByTestId('point-reward').filter({ hasText: 'Cash 10' });
    const paidIntoWallet = 'The money is paid into your main wallet once approved.';
    await expect(cash.getByTestId('reward-payout')).toHaveText(paidIntoWallet);
    await page.getByRole('button', { name: 'Redeem Cash 10' }).click();
    await expect(page.getByTestId('redeem-dialog')).toContainText(paidIntoWallet);
    await page.getByTestId('redeem-dialog').getByRole('button', { name: 'Cancel' }).click();

    // player01 is VIP 1 with a few thousand points: earbuds need VIP 2.
    const earbuds = page.getByTestId('point-reward').filter({ hasText: 'Wireless earbuds' });
    await expect(earbuds.getByTestId('reward-locked')).toHaveText('For VIP 2 and above; you are VIP 1');
    await expect(page.getByRole('button', { name: 'Redeem Wireless earbuds' })).toBeDisabled();
    await expect(page.getByTestId('redeem-dialog')).toHaveCount(0);
  });

  test("a wrong payment password shows the platform's reason and takes no points", async ({ page }) => {
    await logIn(page);
    await page.goto('/pointMall');
    const before = await numberIn(page.getByTestId('points-balance'));
    await page.getByRole('button', { name: 'Redeem Cash 10' }).click();
    const dialog = page.getByTestId('redeem-dialog');
    await dialog.getByLabel('Withdraw password', { exact: true }).fill('000000');
    await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(dialog.getByText('The withdraw password is incorrect')).toBeVisible();
    await expect(page.getByTestId('points-balance')).toHaveText(before.toLocaleString('en'));
  });

  test('converts points into money in the main wallet', async ({ page }) => {
    await logIn(page);
    await page.goto('/pointMall');
    const balance = page.getByTestId('points-balance');
    await expect(balance).toBeVisible();
    const before = await numberIn(balance);
    await page.getByRole('button', { name: 'Convert points' }).click();
    const dialog = page.getByTestId('convert-dialog');
    await dialog.getByLabel('Points', { exact: true }).fill('250');
    await expect(dialog.getByTestId('convert-amount')).toHaveText('You get 25.00 K in your main wallet');
    await dialog.getByLabel('Withdraw password', { exact: true }).fill(PAYMENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(dialog.getByTestId('convert-done')).toHaveText('250 points converted into 25.00 K.');
    await expect(balance).toHaveText((before - 250).toLocaleString('en'));
  });
});

test.describe('promotions', () => {
  test('claims a raffle ticket: the prize shows and waits in the reward centre', async ({ page }) => {
    await logIn(page);
    await page.goto('/promotions');
    const wheel = page.getByTestId('promotion-card').filter({ hasText: 'Lucky wheel' });
    await expect(wheel.getByTestId('promotion-member-state')).toHaveText('Claim');
    const rewardsBefore = await headerCount(page, 'rewards');
    await wheel.getByRole('button', { name: 'Claim ticket' }).click();
    const result = page.getByTestId('raffle-result');
    await expect(result.getByTestId('ticket-reveal')).toHaveAttribute('data-kind', 'PRIZE_WHEEL');
    await expect(result.getByTestId('raffle-prize')).toHaveText(/^You won \d[\d,]*\.\d{2}\sK!$/);
    await expect(page.getByTestId('header-badge-rewards')).toHaveAttribute('data-count', String(rewardsBefore + 1));
    await result.getByRole('button', { name: 'Close' }).click();
    await expect(wheel.getByTestId('promotion-member-state')).toHaveText('Claimed');
    await expect(wheel.getByRole('button', { name: 'Claim ticket' })).toHaveCount(0);
  });

  test('applies with a comment and two images', async ({ page }) => {
    await logIn(page);
    await page.goto('/promotions');
    const deposit = page.getByTestId('promotion-card').filter({ hasText: '10% daily deposit bonus' });
    await deposit.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByTestId('apply-promotion-dialog');
    await dialog.getByLabel('Comment (optional)').fill('Deposited 200,000 at 10:00');
    await dialog.getByLabel(/^Proof images/).setInputFiles([png('receipt-1.png'), png('receipt-2.png')]);
    await expect(dialog.getByTestId('chosen-image')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByTestId('apply-promotion-sent')).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(deposit.getByTestId('promotion-member-state')).toHaveText('Applying');

    await page.getByRole('link', { name: 'My applications' }).click();
    const newest = page.getByTestId('promotion-application').first();
    await expect(newest).toContainText('10% daily deposit bonus');
    await expect(newest).toContainText('Deposited 200,000 at 10:00');
    await expect(newest).toContainText('2 images');
    await expect(newest).toHaveAttribute('data-status', 'PENDING');
  });
  test('applies with an empty form, as the rules and the form say comment and screenshots are optional', async ({ page }) => {
    // Issue 32, item 11: the rules asked for screenshots while the form took an empty application. Spec 001 §3
    // allows "a comment and up to 3 images", so the wording says they are optional.
    await logIn(page);
    await page.goto('/promotions');
    await page.getByTestId('promotion-card').filter({ hasText: '10% daily deposit bonus' }).getByRole('link').click();
    const detail = page.getByTestId('promotion-detail');
    await expect(detail).toContainText('a comment and screenshots of the deposit are optional');
    await detail.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByTestId('apply-promotion-dialog');
    await expect(dialog.getByLabel('Comment (optional)')).toBeVisible();
    await expect(dialog.getByText(/^Proof images, optional/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByTestId('apply-promotion-sent')).toBeVisible();
  });
});

test.describe('member centre', () => {
  test('reading an inbox message makes the badge count drop', async ({ page }) => {
    await logIn(page);
    await page.goto('/member/messageV2');
    const unread = page.getByTestId('inbox-message').and(page.locator('[data-read="false"]'));
    await expect(unread.first()).toBeVisible();
    const before = await headerCount(page, 'inbox');
    expect(before).toBeGreaterThan(0);
    await expect(page.getByTestId('member-menu-badge-inbox')).toHaveAttribute('data-count', String(before));

    await unread.first().click();
    const dialog = page.getByTestId('inbox-message-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('member-menu-badge-inbox')).toHaveAttribute('data-count', String(before - 1));
    await expect(page.getByTestId('header-badge-inbox')).toHaveAttribute('data-count', String(before - 1));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('inbox-unread')).toContainText(`${before - 1} unread`);
  });

  test('copies the invitation link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logIn(page);
    await page.goto('/member/referral');
    const link = page.getByTestId('referral-link');
    await expect(link).toContainText('52RRTTEG');
    await expect(page.getByRole('img', { name: 'QR code of the invitation link' })).toHaveAttribute('src', /^data:image\//);
    await page.getByRole('button', { name: 'Copy Invitation link' }).click();
    await expect(page.getByRole('button', { name: 'Copy Invitation link' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.innerText());
  });
});

test('sends feedback of each type, from the footer', async ({ page }) => {
  await logIn(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Feedback and complaints' }).click();
  const form = page.getByRole('form', { name: 'Feedback and complaints' });
  const types = ['Deposit', 'Withdraw', 'Game', 'Customer service', 'Application', 'Other issues'];
  for (const type of types) {
    await form.getByLabel('Question type').selectOption({ label: type });
    await form.getByLabel('What happened').fill(`Something about ${type.toLowerCase()} went wrong today`);
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByTestId('feedback-sent')).toContainText('Thank you!');
    await page.getByRole('button', { name: 'Send another' }).click();
  }
  const stored = (await sandboxControl('GET', '/feedback')) as Array<{ type: number; account: string | null; content: string }>;
  expect(stored.map((feedback) => feedback.type)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(stored.every((feedback) => feedback.account === 'player01')).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('redeems and reads the inbox at 390 px, without sideways scroll', async ({ page }) => {
    await logIn(page);
    await page.goto('/pointMall');
    const before = await numberIn(page.getByTestId('points-balance'));
    await page.getByRole('button', { name: 'Redeem Cash 10' }).click();
    const dialog = page.getByTestId('redeem-dialog');
    await dialog.getByLabel('Withdraw password', { exact: true }).fill(PAYMENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(page.getByTestId('points-balance')).toHaveText((before - 100).toLocaleString('en'));
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('/member/messageV2');
    const unread = page.getByTestId('inbox-message').and(page.locator('[data-read="false"]'));
    await expect(unread.first()).toBeVisible();
    const unreadBefore = await headerCount(page, 'inbox');
    await unread.first().click();
    await expect(page.getByTestId('inbox-message-dialog')).toBeVisible();
    await expect(page.getByTestId('header-badge-inbox')).toHaveAttribute('data-count', String(unreadBefore - 1));
    await page.getByTestId('inbox-message-dialog').getByRole('button', { name: 'Close' }).click();

    for (const path of ['/promotions', '/member/messageV2', '/member/rewardCenter', '/member/missionLeaderboard', '/member/referral', '/feedback']) {
      await settleAfter(page, async () => {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });
});
