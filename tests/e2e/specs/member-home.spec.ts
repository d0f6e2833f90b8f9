import type { Request } from '@playwright/test';
import { expect, test } from '../support/own-context.js';
import { sandboxControl } from '../sandbox-control.js';
import { logInByApi } from '../support/api-login.js';
import { sentOperation } from '../support/persisted-documents.js';

// Issue 32, item 9: a logged-in player's home came blank ("Đang tải thông báo…" over an empty page) while the
// browser asked for it, where a visitor's came with its answer in the HTML. Now a member's does too.

test.beforeAll(async () => {
  await sandboxControl('POST', '/reset');
});

const operationName = (request: Request): string | null => sentOperation(request)?.operationName ?? null;

test('a logged-in player’s home comes filled: its public part is in the HTML (no HomeRoute request), no loading state', async ({ openContext }) => {
  const context = await openContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await logInByApi(page.request, 'player01');
  // The gateway answers within its deadline once warm (a cold one on a loaded machine serves the page plain).
  await expect
    .poll(async () => (await page.request.get('/', { headers: { accept: 'text/html' } })).text(), { timeout: 20_000 })
    .toContain('id="route-data"');

  const operations: string[] = [];
  page.on('request', (request) => {
    const name = operationName(request);
    if (name !== null) operations.push(name);
  });
  await page.goto('/');
  await expect(page.getByTestId('nickname')).toBeVisible();
  await expect(page.getByTestId('notice-marquee').getByRole('button').first()).toBeVisible();
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  expect(operations).not.toContain('HomeRoute');
  await expect(page.getByText('Đang tải thông báo…')).toHaveCount(0);
});
