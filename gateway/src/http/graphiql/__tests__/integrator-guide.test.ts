import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GUIDE_SOURCE } from '../integrator-guide.js';
import { useGatewayStack, withGatewayStack } from '../../../testing/use-gateway-stack.js';

/** What the guide must cover (issue 36): a section each. */
const SECTIONS = ['Authentication', 'Persisted operations', 'Limits', 'Errors', 'Paging', 'Money and time', 'Caching'];

describe('the integrator guide', () => {
  const stack = useGatewayStack({ env: { GRAPHIQL: 'true' } });

  it('is served next to GraphiQL, rendered from docs/api/integrators.md, and linked from GraphiQL', async () => {
    const page = await stack.app.inject('/graphiql/guide');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const section of SECTIONS) expect(page.body).toContain(`<h2>${section}</h2>`);
    expect(page.body).toContain('<table>');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('href="/graphiql"');
    const start = await stack.app.inject('/graphiql/assets/start.js');
    expect(start.body).toContain("href: '/graphiql/guide'");
  });

  it('explains every ErrorCode of the live schema', async () => {
    const reply = await stack.gql<{ __type: { enumValues: { name: string }[] } }>('{ __type(name: "ErrorCode") { enumValues { name } } }');
    const codes = reply.body.data?.__type.enumValues.map((value) => value.name) ?? [];
    expect(codes.length).toBeGreaterThan(5);
    const guide = readFileSync(GUIDE_SOURCE, 'utf8');
    for (const code of codes) expect(guide, code).toContain(`| \`${code}\` |`);
  });

  it('is off with GraphiQL', async () => {
    await withGatewayStack({ env: { GRAPHIQL: 'false' } }, async (off) => {
      expect((await off.app.inject('/graphiql/guide')).statusCode).toBe(404);
    });
  });
});
