import { describe, expect, it } from 'vitest';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';
import { HOME } from '../../../testing/lobby-fixtures.js';

const ERRORS_TOO = `query Mixed { site { status } viewer { avatars { id } } notices(first: -1) { totalCount } }`;
const BAD_VARIABLES = `query Notices($first: Int) { notices(first: $first) { totalCount } }`;

describe('compiled queries answer as Apollo does', () => {
  const stack = useGatewayStack({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });

  const post = (query: string, variables: Record<string, unknown> = {}, session?: string, accept = 'application/json') =>
    stack.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept, ...(session ? { cookie: `saola_session=${session}` } : {}) },
      payload: { query, variables },
    });

  it('gives the same answer the second time (compiled, or stored when public) as the first (Apollo), errors included', async () => {
    const session = await stack.login();
    // An Accept header of its own per case: Apollo answers the first (its content type for that header is not
    // known yet), the compiled query or the store the second.
    const cases = [
      [HOME, undefined, 'application/json'],
      [HOME, session, 'application/json, */*'],
      [ERRORS_TOO, undefined, 'application/graphql-response+json, application/json;q=0.9'],
      [ERRORS_TOO, session, '*/*'],
    ] as const;
    for (const [query, who, accept] of cases) {
      const first = await post(query, { noticeCount: 9 }, who, accept);
      const second = await post(query, { noticeCount: 9 }, who, accept);
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.headers['content-type']).toBe(first.headers['content-type']);
      // Byte for byte (Apollo's trailing newline included): load tests and caches compare bodies as bytes.
      expect(second.body).toBe(first.body);
      if (query === ERRORS_TOO) expect(JSON.parse(first.body).errors?.length).toBeGreaterThan(0);
    }
  });

  it('leaves variables that do not coerce to Apollo, which words the error', async () => {
    await post(BAD_VARIABLES, { first: 1 });
    // 400 for a client that reads application/graphql-response+json; 200 for a legacy JSON one (GraphQL over HTTP).
    for (const [accept, status] of [['application/graphql-response+json', 400], ['application/json', 200]] as const) {
      const bad = await post(BAD_VARIABLES, { first: 'nine' }, undefined, accept);
      expect(bad.statusCode, accept).toBe(status);
      expect(JSON.parse(bad.body).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });
});
