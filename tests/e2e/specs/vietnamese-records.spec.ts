import type { Page } from '@playwright/test';
import { expect, test } from '../support/own-context.js';
import { sandboxControl } from '../sandbox-control.js';
import { logInByApi } from '../support/api-login.js';
import { gql } from '../support/identity.js';
import { untranslatedOnPage } from '../support/walk-checks.js';
import { settleAfter } from '../support/network-quiet.js';

// Issue 32, item 7: no English and no raw ids in the Vietnamese interface: the records' wallet and vendor names are
// the lobby's, their remarks are translated, their ids are not shown raw; the points mall's pictures and the demo
// game speak Vietnamese too.

test.beforeAll(async () => {
  await sandboxControl('POST', '/reset');
});

const desktop = { viewport: { width: 1366, height: 768 } };


async function settled(page: Page, path: string): Promise<void> {
  await settleAfter(page, () => page.goto(path));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

test('records in Vietnamese: the lobby’s vendor names, translated remarks, no raw record ids', async ({ openContext }) => {
  const page = await (await openContext(desktop)).newPage();
  await page.addInitScript(() => window.sessionStorage.setItem('saola.popupNotices.shown', '1'));
  // player01 holds money in game wallets: "all to main" moves it, one transfer per wallet, each under an order
  // number the gateway derives ("all-…").
  await logInByApi(page.request, 'player01');
  const { data } = await gql<{ transferAllToMain: { transfers: unknown[] } }>(
    page.request,
    'mutation($input: TransferAllToMainInput!) { transferAllToMain(input: $input) { transfers { orderNo } } }',
    { input: { idempotencyKey: `all-${Date.now()}` } },
  );
  expect(data?.transferAllToMain.transfers.length).toBeGreaterThan(0);
  const found: string[] = [];
  const check = async (path: string) => {
    await settled(page, path);
    const english = await untranslatedOnPage(page);
    if (english.length) found.push(`${path}: English: ${english.join(', ')}`);
    const text = await page.locator('main').innerText();
    for (const raw of ['From agent01', 'To player01', 'Real-time salary', 'PG Soft', 'SABA Sports', 'Cash 10']) {
      if (text.includes(raw)) found.push(`${path}: ${raw}`);
    }
    // A record id as the gateway or the platform makes it (a prefix and a long random tail), shown raw.
    const ids = text.match(/\b[a-z]+-[A-Za-z0-9_-]{12,}/g) ?? [];
    if (ids.length) found.push(`${path}: raw ids ${ids.slice(0, 3).join(', ')}`);
  };
  for (const path of ['/member/transactionHistory', '/member/personalHistoryCopy', '/pointMall']) await check(path);
  await logInByApi(page.request, 'agent01');
  await check('/agent/agentDownlineTransactionDetailsCopy');
  expect(found).toEqual([]);
});
