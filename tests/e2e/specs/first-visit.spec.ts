import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../e2e-env.js';
import { sandboxControl } from '../sandbox-control.js';
import { homeAnswerReady } from '../support/home-answer.js';
import { graphqlOperations } from '../support/persisted-documents.js';
import { trackRequests } from '../support/network-quiet.js';

// Issue 16: the home page's data must not wait for the JavaScript. The gateway puts the route's answer into the
// HTML it serves and the client renders from it, without a request of its own.

test.beforeEach(async () => {
  await sandboxControl('POST', '/reset');
});

async function homeShown(page: Page) {
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('home-lobby')).toBeVisible();
  await expect(page.getByTestId('notice-marquee').getByRole('button').first()).toBeVisible();
}

test('a first visit renders the home page from the data in its HTML, asking only for its member part', async ({ page, request }) => {
  await homeAnswerReady(request);
  const operations = graphqlOperations(page);
  const network = trackRequests(page);
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<script type="application/json" id="route-data">');
  // A stored page, the same bytes for every visitor (issue 33): revalidated by its strong validator.
  expect(response?.headers()['cache-control']).toBe('no-cache');
  expect(response?.headers().etag).toMatch(/^"[A-Za-z0-9_-]+(-br|-gzip)?"$/);
  await homeShown(page);
  // Vietnamese by default, and the element is used once and gone.
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.locator('#route-data')).toHaveCount(0);
  await network.settled();
  // The page's public part came in the HTML; the shell's part (who is looking, this visitor's site status) is
  // theirs alone and never in a page kept for everyone (issue 33): the one request.
  expect(operations).toEqual(['HomeMember']);
});

test('the HTML answer is in the language the visitor chose; another language than the page expects is asked for', async ({ page, context, request }) => {
  await homeAnswerReady(request, 'en');
  // A visitor who chose English earlier: the client tells the gateway through its language cookie.
  await context.addCookies([{ name: 'saola_locale', value: 'en', url: E2E.gatewayUrl }]);
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  const operations = graphqlOperations(page);
  const network = trackRequests(page);
  const response = await page.goto('/');
  expect((await response?.text()) ?? '').toContain('"locale":"en"');
  await homeShown(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await network.settled();
  expect(operations).toEqual(['HomeMember']);

  // Local storage says Thai but the cookie still says English (it was set before): the English answer is not
  // used, the client asks for the page in Thai.
  await context.addInitScript(() => window.localStorage.setItem('lang', 'th'));
  await page.goto('/');
  await homeShown(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect.poll(() => operations).toContain('HomeRoute');
});

test('the slots page comes with its public part in its HTML too, stored for everyone; the browser asks only for its member part', async ({ page, request }) => {
  await expect
    .poll(async () => (await request.get('/rng', { headers: { accept: 'text/html', cookie: 'saola_locale=vi' } })).text(), { timeout: 20_000 })
    .toContain('"operationName":"CategoryRoute"');
  const operations = graphqlOperations(page);
  const network = trackRequests(page);
  const response = await page.goto('/rng');
  expect(response?.headers().etag).toMatch(/^"[A-Za-z0-9_-]+(-br|-gzip)?"$/);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await network.settled();
  expect(operations).toEqual(['CategoryMember']);
});
