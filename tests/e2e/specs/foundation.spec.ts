import { expect, test, type Page, type Request } from '@playwright/test';
import { E2E } from '../e2e-env.js';
import { sandboxControl } from '../sandbox-control.js';
import { tokenInSessionCookie } from '../session-cookie.js';

const STATIC_ASSET = /^\/(assets\/[\w.-]+|favicon\.svg|index\.html)?$/;

/** An image, or the document of a frame inside the page (a launched game). */
function isPictureOrFrame(page: Page, request: Request): boolean {
  const type = request.resourceType();
  return type === 'image' || (type === 'document' && request.frame() !== page.mainFrame());
}

test.beforeEach(async () => {
  await sandboxControl('POST', '/reset');
});

test('a visitor sees the marquee, logs in, sees nickname and balance, and logs out', async ({ page, context }) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const graphqlBodies: string[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname === '/graphql') graphqlBodies.push(await response.text().catch(() => ''));
  });

  await page.goto('/');
  const marquee = page.getByTestId('notice-marquee');
  await expect(marquee).toBeVisible();
  await expect(marquee.getByRole('button').first()).toBeVisible();
  expect(await marquee.getByRole('button').count()).toBeGreaterThanOrEqual(5);

  const form = page.getByTestId('login-form');
  await form.locator('input[autocomplete="username"]').fill('player01');
  await form.locator('input[autocomplete="current-password"]').fill('secret88');
  await form.locator('button[type="submit"]').click();

  await expect(page.getByTestId('nickname')).toHaveText('Minh Anh');
  await expect(page.getByTestId('balance')).toContainText(/1[.,]?550/);

  // Acceptance 4: the token is only inside the httpOnly cookie.
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === 'saola_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  const token = await tokenInSessionCookie(session?.value ?? '');
  expect(token.length).toBeGreaterThan(8);

  const visible = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    html: document.documentElement.outerHTML,
  }));
  expect(visible.cookie).not.toContain('saola_session');
  for (const place of [visible.cookie, visible.local, visible.session, visible.html]) expect(place).not.toContain(token);
  await page.reload();
  await expect(page.getByTestId('nickname')).toHaveText('Minh Anh');
  for (const body of graphqlBodies) expect(body).not.toContain(token);

  await page.getByRole('button', { name: /đăng xuất|log out/i }).click();
  // Logging out asks for confirmation first (spec 000 §4).
  await page.getByRole('alertdialog').getByRole('button', { name: /xác nhận|confirm/i }).click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('nickname')).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'saola_session')).toBeUndefined();

  // Acceptance 4: nothing but /graphql (and its live stream, /graphql/stream) and static assets, all on our origin, except pictures (banners, game and
  // vendor icons) and game frames, which come from the platform's media and game origins (here the sandbox).
  expect(requests.length).toBeGreaterThan(3);
  for (const request of requests) {
    const url = new URL(request.url());
    if (url.origin === E2E.sandboxUrl && isPictureOrFrame(page, request)) continue;
    expect(url.origin, request.url()).toBe(E2E.gatewayUrl);
    if (url.pathname !== '/graphql' && url.pathname !== '/graphql/stream') expect(url.pathname, request.url()).toMatch(STATIC_ASSET);
  }
});

test('GraphiQL loads with no request leaving the machine', async ({ page }) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await page.goto('/graphiql');
  await expect(page.locator('.graphiql-container')).toBeVisible();
  expect([...origins]).toEqual([E2E.gatewayUrl]);
});
