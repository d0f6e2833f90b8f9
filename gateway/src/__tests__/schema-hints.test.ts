import { describe, expect, it } from 'vitest';
import { useGatewayStack } from '../testing/use-gateway-stack.js';
import type { GraphqlReply } from '../testing/graphql-replies.js';

const MISSPELT = {
  field: { query: 'query { site { statuss } }', variables: undefined, hint: 'Did you mean "status"?' },
  enum: { query: 'query { games(category: SPORT) { totalCount } }', variables: undefined, hint: 'Did you mean the enum value "SPORTS"' },
  'enum variable': {
    query: 'query Games($category: GameCategory!) { games(category: $category) { totalCount } }',
    variables: { category: 'SPORT' },
    hint: 'Did you mean the enum value "SPORTS"',
  },
  'input field variable': {
    query: 'mutation Login($input: LoginInput!) { login(input: $input) { captchaRequired } }',
    variables: { input: { username: 'player01', password: 'secret88', captha: 'x' } },
    hint: 'Did you mean "captcha"?',
  },
} as const;
const CASES = Object.entries(MISSPELT).map(([name, c]) => ({ name, ...c }));

const messages = (reply: GraphqlReply) => (reply.body.errors ?? []).map((error) => error.message).join('\n');

describe('in production, errors give no schema hints', () => {
  const stack = useGatewayStack({ env: { NODE_ENV: 'production' } });

  it.each(CASES)('a misspelt $name answers 400 with no "Did you mean"', async ({ query, variables }) => {
    const reply = await stack.gql(query, variables);
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.length).toBeGreaterThan(0);
    expect(messages(reply)).not.toMatch(/did you mean/i);
  });

  it('serves no landing page on GET /graphql', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
    expect(res.body).not.toMatch(/<html/i);
  });
});

describe('in development, errors keep their suggestions', () => {
  const stack = useGatewayStack({ env: { NODE_ENV: 'development' } });

  it.each(CASES)('a misspelt $name is answered with a suggestion', async ({ query, variables, hint }) => {
    const reply = await stack.gql(query, variables);
    expect(reply.status).toBe(400);
    expect(messages(reply)).toContain(hint);
  });
});
