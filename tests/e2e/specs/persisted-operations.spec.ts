import type { Request } from '@playwright/test';
import { expect, headerLoginForm, logInWithPassword, test } from '../support/identity.js';
import type { SentOperation } from '../support/persisted-documents.js';
import { startPrivateStack, type PrivateStack } from '../support/private-stack.js';

// Issue 18 "Persisted operations": with PERSISTED_OPERATIONS=only the browser sends its operations by build-time
// hash and the site works; a document the web did not ship is refused without an integrator key, run with one.

const INTEGRATOR_KEY = 'e2e-integrator-key-of-24-chars-or-more';
let stack: PrivateStack;

test.beforeAll(async () => {
  stack = await startPrivateStack({ PERSISTED_OPERATIONS: 'only', INTEGRATOR_API_KEYS: INTEGRATOR_KEY });
});

test.afterAll(async () => {
  await stack?.stop();
});

test('only known operations: the browser sends hashes, logs in and sees its balance; free documents need a key', async ({ page, request }) => {
  const sent: SentOperation[] = [];
  page.on('request', (graphql: Request) => {
    if (new URL(graphql.url()).pathname === '/graphql' && graphql.method() === 'POST') sent.push(graphql.postDataJSON() as SentOperation);
  });

  await page.goto(`${stack.gatewayUrl}/`);
  await logInWithPassword(headerLoginForm(page), 'player01', 'secret88');
  await expect(page.getByTestId('nickname')).toHaveText('Minh Anh');
  await expect(page.getByTestId('balance')).toContainText(/1[.,]?550/);
  // The reloaded page asks for its member part by hash too.
  await page.reload();
  await expect(page.getByTestId('nickname')).toHaveText('Minh Anh');

  // HomeRoute is a public read (a GET, issue 33); the page's member part is the member's own, a POST by hash.
  expect(sent.map((body) => body.operationName)).toEqual(expect.arrayContaining(['Login', 'HomeMember']));
  for (const body of sent) {
    expect(body.query, body.operationName).toBeUndefined();
    expect(body.extensions?.persistedQuery?.sha256Hash, body.operationName).toMatch(/^[0-9a-f]{64}$/);
  }

  const free = { query: '{ site { status } }' };
  const refused = await request.post(`${stack.gatewayUrl}/graphql`, { data: free, headers: { 'content-type': 'application/json' } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_QUERY_REQUIRED' } }] });
  const integrator = await request.post(`${stack.gatewayUrl}/graphql`, { data: free, headers: { 'content-type': 'application/json', 'x-api-key': INTEGRATOR_KEY } });
  expect(integrator.status()).toBe(200);
  expect(await integrator.json()).toMatchObject({ data: { site: { status: expect.any(String) } } });
});
