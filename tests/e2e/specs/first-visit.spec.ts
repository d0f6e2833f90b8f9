import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../e2e-env.js';
import { sandboxControl } from '../sandbox-control.js';
import { homeAnswerReady } from '../support/home-answer.js';
import { sentOperation } from '../support/persisted-documents.js';

// Issue 16: the home page's data must not wait for the JavaScript. The gateway puts the route's answer into the
// HTML it serves and the client renders from it, without a request of its own.

test.beforeEach(async () => {
  await sandboxControl('POST', '/reset');
});

/** Every GraphQL operation the page sends, by name. */
function graphqlOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const body = sentOperation(request);
    if (body !== null) names.push(body.operationName ?? `${request.method()} ${request.url()}`);
  });
  return names;
}

async function homeShown(page: Page) {
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('home-lobby')).toBeVisible();
  await expect(page.getByTestId('notice-marquee').getByRole('button').first()).toBeVisible();
}

test('a first visit renders the home page from the data in its HTML, with no GraphQL request', async ({ page, request }) => {
  await homeAnswerReady(request);
  const operations = graphqlOperations(page);
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<script type="application/json" id="route-data">');
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  await homeShown(page);
  // Vietnamese by default, and the element is used once and gone.
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.locator('#route-data')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(operations).toEqual([]);
});

test('the HTML answer is in the language the visitor chose; another language than the page expects is asked for', async ({ page, context, request }) => {
  await homeAnswerReady(request, 'en');
  // A visitor who chose English earlier: the client tells the gateway through its language cookie.
  await context.addCookies([{ name: 'saola_locale', value: 'en', url: E2E.gatewayUrl }]);
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  const operations = graphqlOperations(page);
  const response = await page.goto('/');
  expect((await response?.text()) ?? '').toContain('"locale":"en"');
  await homeShown(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForLoadState('networkidle');
  expect(operations).toEqual([]);

  // Local storage says Thai but the cookie still says English (it was set before): the English answer is not
  // used, the client asks for the page in Thai.
  await context.addInitScript(() => window.localStorage.setItem('lang', 'th'));
  await page.goto('/');
  await homeShown(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect.poll(() => operations).toContain('HomeRoute');
});
