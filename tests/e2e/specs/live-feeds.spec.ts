import type { Page } from '@playwright/test';
import { expect, test } from '../support/own-context.js';
import { sandboxControl } from '../sandbox-control.js';
import { logInFromHeader as logIn } from '../support/header-login.js';
import { settleAfter } from '../support/network-quiet.js';

// The public feeds and the header's figures reach an open page over its streams (issue 34), in English.
test.beforeEach(async ({ context }) => {
  await sandboxControl('POST', '/reset');
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
});

const balanceCall = 'GET /wps/v2/wallets/balance';
const balanceReads = async () => (((await sandboxControl('GET', '/calls')) ?? {}) as Record<string, number>)[balanceCall] ?? 0;

/**
 * The tab's live stream requests (POST /graphql/stream), each with the feeds it asked: over HTTP/1.1 (this stack) a
 * tab holds one stream whatever it follows, as each holds one of the browser's 6 connections per origin.
 */
function streamRequests(page: Page): string[][] {
  const streams: string[][] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql/stream') return;
    const body = (request.postDataJSON() ?? {}) as { variables?: { feeds?: string[] } };
    streams.push([...(body.variables?.feeds ?? [])].sort());
  });
  return streams;
}

function expectEveryStreamCarriesAllFeeds(streams: string[][]): void {
  expect(streams.length).toBeGreaterThan(0);
  for (const feeds of streams) expect(feeds).toEqual(['BALANCE', 'COUNTS', 'JACKPOT', 'NOTICES', 'SITE_STATUS', 'WINNERS']);
}

/** The page's GraphQL requests (its stream apart): a polling page would show up here. */
function graphqlRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') sent.push(request.url());
  });
  return sent;
}

/** A marker in the page: a reload would drop it. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
const samePage = (page: Page) => page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage === true);

test('an announcement the platform publishes reaches an open home page, with no reload and no request', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const marquee = page.getByTestId('notice-marquee');
  await expect(marquee.getByRole('button').first()).toBeVisible();
  await markPage(page);
  const sent = graphqlRequests(page);

  const title = `Live notice ${Date.now()}`;
  await sandboxControl('POST', '/notices', { title, content: '<p>Pushed to open pages.</p>' });
  const publishedAt = Date.now();
  // Generous for a busy machine: the lease holder reads the feed every 5 s, through the announcements' cache entry
  // (10 s fresh, then one refresh): about 20 s at most on a quiet one.
  await expect(marquee.getByRole('button', { name: title })).toHaveCount(1, { timeout: 90_000 });
  const delivery = `the notice showed ${Date.now() - publishedAt} ms after it was published`;
  test.info().annotations.push({ type: 'delivery', description: delivery });
  process.stdout.write(`[live-feeds] ${delivery}\n`);
  expect(await samePage(page)).toBe(true);
  expect(sent).toEqual([]);
});

test('a new big win reaches the winners board of an open home page, with no polling request', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const board = page.getByTestId('winners');
  await expect(board.locator('tbody tr').first()).toContainText('***');
  await expect(board.getByText('pl***02')).toHaveCount(0);
  await markPage(page);
  const sent = graphqlRequests(page);

  await sandboxControl('POST', '/games/winners', { account: 'player02', amount: 987654.32 });
  const win = board.locator('tbody tr', { hasText: 'pl***02' });
  await expect(win).toBeVisible({ timeout: 150_000 });
  await expect(win).toContainText('987,654.32');
  await expect(win).toHaveAttribute('data-new', 'true');
  expect(await samePage(page)).toBe(true);
  expect(sent).toEqual([]);
});

test("a member's home page follows all its feeds over one stream, and none of them polls", async ({ page }) => {
  test.setTimeout(180_000);
  // Where the board polled, it would now ask every second: the requests below would show it.
  await page.addInitScript(() => window.localStorage.setItem('winnersPollMs', '1000'));
  await logIn(page, 'player01', 'secret88');
  const streams = streamRequests(page);
  // A whole page load: the header's figures, the site's status, the notices, the jackpot and the winners board.
  await page.goto('/');
  const board = page.getByTestId('winners');
  await expect(board.locator('tbody tr').first()).toContainText('***');
  await expect(page.getByTestId('balance')).toHaveText(/\d/);
  await expect.poll(() => streams.flat().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
  // Every stream the page opens carries all six feeds: none has one of its own. (A busy machine may see the one
  // stream opened again, the same six, when the header mounts anew or a connection drops; the gateway then answers
  // each feed's latest value first.)
  expectEveryStreamCarriesAllFeeds(streams);
  await markPage(page);
  const sent = graphqlRequests(page);

  // Two feeds move while the page stays open: both come over that stream, and nothing polls.
  await sandboxControl('POST', '/games/winners', { account: 'player02', amount: 876543.21 });
  const title = `Live notice ${Date.now()}`;
  await sandboxControl('POST', '/notices', { title, content: '<p>Pushed to open pages.</p>' });
  await expect(board.locator('tbody tr', { hasText: 'pl***02' })).toBeVisible({ timeout: 150_000 });
  await expect(page.getByTestId('notice-marquee').getByRole('button', { name: title })).toHaveCount(1, { timeout: 90_000 });
  expect(await samePage(page)).toBe(true);
  expectEveryStreamCarriesAllFeeds(streams);
  expect(sent).toEqual([]);
});

// Issue 34's acceptance: "Platform calls for 1,000 logged-in page views of one member with the header live: ≤ 100
// balance reads". Page views inside the app (the router's navigations, each running its route's query); the
// header holds its streams across them and no page query asks for the balance.
// The figure is 1,000 views (LIVE_PAGE_VIEWS=1000: 10 reads in 305 s here); CI makes 200, the same bound per
// view, which the reads a visit costs whatever its length (its login, its streams' first values) already nearly fill.
const pageViews = Number(process.env.LIVE_PAGE_VIEWS ?? 200);

test(`${pageViews} logged-in page views with the header live cost at most one balance read per 10 views`, async ({ page }) => {
  test.setTimeout(120_000 + pageViews * 800);
  await logIn(page, 'player01', 'secret88');
  await expect(page.getByTestId('balance')).toHaveText(/\d/);
  const routes = ['/promotions', '/member/securityCenter', '/rng?page=pg-slots', '/feedback', '/help', '/live', '/noticePage', '/fish', '/pvp', '/'];
  const before = await balanceReads();
  const startedAt = Date.now();
  const views = pageViews;
  for (let view = 0; view < views; view += 1) {
    const path = routes[view % routes.length]!;
    // A navigation inside the app, as a link does it (the router follows the history).
    await settleAfter(
      page,
      async () => {
        await page.evaluate((to) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
      },
      50,
    );
  }
  await expect(page.getByTestId('balance')).toHaveText(/\d/);
  const reads = (await balanceReads()) - before;
  const figure = `${views} page views cost ${reads} balance reads in ${Math.round((Date.now() - startedAt) / 1000)} s`;
  test.info().annotations.push({ type: 'balance reads', description: figure });
  process.stdout.write(`[live-feeds] ${figure}\n`);
  expect(reads).toBeLessThanOrEqual(views / 10);

  // For comparison, and not asserted (so only where the figure is asked for): whole page loads each open the header's
  // streams anew, which the gateway answers with a fresh read.
  if (process.env.LIVE_PAGE_VIEWS === undefined) return;
  const reloadsBefore = await balanceReads();
  const loads = 20;
  for (let load = 0; load < loads; load += 1) {
    await page.goto(routes[load % routes.length]!);
    await expect(page.getByTestId('balance')).toHaveText(/\d/);
  }
  const reloadFigure = `${loads} whole page loads cost ${(await balanceReads()) - reloadsBefore} balance reads`;
  test.info().annotations.push({ type: 'balance reads (whole loads)', description: reloadFigure });
  process.stdout.write(`[live-feeds] ${reloadFigure}\n`);
});
