import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { gql } from '../support/identity.js';
import { graphqlOperations, sentOperation } from '../support/persisted-documents.js';
import { usePrivateStack } from '../support/private-stack.js';
import { trackRequests } from '../support/network-quiet.js';

// Issue 33: a visitor's first request to a public route gets the page's first paint as HTML (rendered by the gateway
// from the route's stored answer, SERVER_RENDER), readable without JavaScript, and the browser hydrates it as it
// is: no mismatch, no second request for the data that came with it. Server rendering is off by default, so this
// file runs its own stack with it on.

// A first render in a cold process on a busy machine can take seconds: the stack allows it far more than production.
const stack = usePrivateStack(test, { SERVER_RENDER: 'true', SERVER_RENDER_DEADLINE_MS: '30000' }, { resetEachTest: true });
// Each test waits for the gateway's render (and the first for the whole stack) beside a page load.
test.describe.configure({ timeout: 180_000 });
const at = (path: string) => `${stack().gatewayUrl}${path}`;

/** A new visitor's HTML of a path, once the gateway has rendered and stored it (the first build may be late). */
async function renderedHtml(request: APIRequestContext, path: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get(at(path), { headers: { accept: 'text/html', cookie: 'saola_locale=vi' } })).text();
        return html.includes('<meta name="saola-rendered-at"');
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  return html;
}

/** The route's answer the page carries (the same the markup was rendered from). */
function routeAnswer(html: string): Record<string, { edges?: Array<{ node: Record<string, unknown> }> }> {
  const json = /<script type="application\/json" id="route-data">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json, 'the page carries its route answer').toBeDefined();
  return (JSON.parse(json ?? '{}') as { result: { data: ReturnType<typeof routeAnswer> } }).result.data;
}

/** The app's element as served: the markup, without the route answer's JSON in the head. */
function rootMarkup(html: string): string {
  return html.slice(html.indexOf('<div id="root">'));
}

test('without JavaScript, / and /rng show their content from the HTML, the first banner sized and first to load', async ({ browser, request }) => {
  const home = await renderedHtml(request, '/');
  const slots = await renderedHtml(request, '/rng');
  const firstNotice = String(routeAnswer(home).notices?.edges?.[0]?.node.title);
  const firstGame = String(routeAnswer(slots).games?.edges?.[0]?.node.name);
  expect(rootMarkup(home)).toContain('data-testid="banner-carousel"');
  expect(rootMarkup(slots)).toContain(firstGame);
  // The first banner is preloaded from the head at high priority.
  expect(home).toMatch(/<head>[\s\S]*<link rel="preload" as="image" href="[^"]+" fetchPriority="high"\/>[\s\S]*<\/head>/);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at('/'));
  const banner = page.getByTestId('banner-slide').first().getByRole('img');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('fetchpriority', 'high');
  await expect(banner).toHaveAttribute('width', /^\d+$/);
  await expect(banner).toHaveAttribute('height', /^\d+$/);
  await expect(page.getByTestId('notice-marquee').getByRole('button', { name: firstNotice }).first()).toBeVisible();
  await expect(page.getByTestId('home-lobby')).toBeVisible();

  await page.goto(at('/rng'));
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('game-tile').first()).toContainText(firstGame);
  await context.close();
});

/** A field of the route's answer, by its path of keys and indexes. */
function answerAt(html: string, ...path: Array<string | number>): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], routeAnswer(html));
}

test('without JavaScript, /promotions and /lottery show their content from the HTML', async ({ browser, request }) => {
  const promotions = await renderedHtml(request, '/promotions');
  const lottery = await renderedHtml(request, '/lottery');
  const firstPromotion = String(answerAt(promotions, 'promotions', 0, 'title'));
  const firstResult = String(answerAt(lottery, 'lotteryResults', 0, 'drawNumber'));
  expect(rootMarkup(promotions)).toContain(firstPromotion);
  expect(rootMarkup(lottery)).toContain('data-testid="lottery-lobby"');
  expect(rootMarkup(lottery)).toContain(firstResult);
  // The promotions' banner leads the page: preloaded from the head at high priority.
  expect(promotions).toMatch(/<head>[\s\S]*<link rel="preload" as="image" href="[^"]+" fetchPriority="high"\/>[\s\S]*<\/head>/);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at('/promotions'));
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('promotion-card').first()).toContainText(firstPromotion);
  await expect(page.getByTestId('promotion-card')).toHaveCount((answerAt(promotions, 'promotions') as unknown[]).length);
  // A visitor's card has no member state, on the server as in the browser.
  await expect(page.getByTestId('promotion-member-state')).toHaveCount(0);

  await page.goto(at('/lottery'));
  await expect(page.getByTestId('lottery-lobby').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('lottery-results').locator('tbody tr').first()).toContainText(firstResult);
  // Where a member's draws would be, the visitor's prompt.
  await expect(page.getByTestId('lottery-opened').getByRole('button')).toBeVisible();
  await context.close();
});

/** Console errors and warnings (React reports a hydration mismatch there) and uncaught errors of a page. */
function problems(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') found.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => found.push(`uncaught: ${error.message}`));
  return found;
}

for (const [path, memberPart] of [
  ['/', 'HomeMember'],
  ['/rng', 'CategoryMember'],
  ['/promotions', 'PromotionsMember'],
  ['/lottery', 'LotteryMember'],
  ['/vnlottery', 'LotteryMember'],
  ['/seaLottery', 'LotteryMember'],
  // An ad's landing URL: campaign and click ids name no view, so the stored markup is the page's.
  ['/?utm_source=ads&utm_campaign=tet&gclid=g1', 'HomeMember'],
] as const) {
  test(`${path} hydrates the server's markup as it is, asking only for its member part`, async ({ page, request }) => {
    await renderedHtml(request, path);
    // What only this browser knows differs from the server's defaults: it must not make the first pass differ.
    await page.addInitScript(() => {
      window.localStorage.setItem('theme', 'light');
      window.localStorage.setItem('saola.bottomNav', 'hidden');
      // The server's elements, kept to compare with the hydrated page's: hydration adopts them, a new render would not.
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverMain: Element | null }).serverMain = document.querySelector('main > *:last-child');
      });
    });
    const found = problems(page);
    const operations = graphqlOperations(page);
    // The member part is asked once the markup is hydrated, which on a busy machine can be after the network was idle.
    const memberAnswered = page.waitForResponse((response) => sentOperation(response.request())?.operationName === memberPart, { timeout: 60_000 });
    const network = trackRequests(page);
    const response = await page.goto(at(path));
    expect(await response?.text()).toContain('<meta name="saola-rendered-at"');
    // Hydrated and then updated by the member part (the header shows the visitor's buttons, no longer its skeleton).
    await expect(page.getByTestId('site-header').locator('[data-session="visitor"]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await memberAnswered;
    await network.settled(1_000);
    expect(await page.evaluate(() => document.querySelector('main > *:last-child') === (window as unknown as { serverMain: Element | null }).serverMain)).toBe(true);
    expect(found).toEqual([]);
    expect(operations).toEqual([memberPart]);
  });
}

// A shared link names a view the stored page was not rendered for (a type, a game): its markup is not that view's.
test('a link with a query string gets the shell with the route answer and renders its own view', async ({ page, request }) => {
  await renderedHtml(request, '/promotions');
  await renderedHtml(request, '/lottery');
  const found = problems(page);
  for (const path of ['/promotions?type=DEPOSIT', '/lottery?gameCode=MB']) {
    const html = (await (await page.goto(at(path)))?.text()) ?? '';
    expect(html, path).not.toContain('<meta name="saola-rendered-at"');
    await expect(page.getByTestId('site-header').locator('[data-session="visitor"]')).toBeVisible();
  }
  await expect(page.getByTestId('lottery-results')).toBeVisible();
  await page.goto(at('/promotions?type=DEPOSIT'));
  await expect(page.getByRole('tab', { name: /Nạp tiền|Deposit/ })).toHaveAttribute('aria-selected', 'true');
  expect(found).toEqual([]);
});

test("a member's first request gets the shell; no member's data is ever in a stored page", async ({ browser, request }) => {
  await renderedHtml(request, '/');
  const context = await browser.newContext();
  const member = await context.newPage();
  const { data } = await gql<{ login: { viewer: unknown } }>(
    member.request,
    'mutation($input: LoginInput!) { login(input: $input) { viewer { member { id } } } }',
    { input: { username: 'player01', password: 'secret88' } },
    at('/graphql'),
  );
  expect(data?.login.viewer).toBeTruthy();
  const response = await member.goto(at('/'));
  const memberHtml = (await response?.text()) ?? '';
  // The shell with the public answer, no markup: the member's page is rendered by their browser, with their data.
  expect(memberHtml).toContain('id="route-data"');
  expect(memberHtml).not.toContain('<meta name="saola-rendered-at"');
  await expect(member.getByTestId('site-header').locator('[data-session="member"]')).toBeVisible();
  // The member's state on the promotions and their draws, which a visitor's page never shows.
  await member.goto(at('/promotions'));
  await expect(member.getByTestId('promotion-member-state').first()).toBeVisible();
  await member.goto(at('/lottery'));
  await expect(member.getByTestId('lottery-opened').getByRole('heading', { level: 2 })).toBeVisible();

  // The pages kept for everyone, after a member's visit, carry nothing of them.
  for (const path of ['/', '/rng', '/promotions', '/lottery']) {
    const html = await renderedHtml(request, path);
    expect(html).not.toContain('player01');
    expect(rootMarkup(html)).toContain('data-session="visitor"');
    expect(html).not.toContain('data-member-state');
    expect(html).not.toMatch(/lottery-opened-(current|latest)/);
    expect(html).not.toContain('"memberState"');
  }
  await context.close();
});
