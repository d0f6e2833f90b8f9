import { describe, expect, it } from 'vitest';
import { useGatewayStack } from '../../testing/use-gateway-stack.js';
import { HOME } from '../../graphql/modules/lobby/__tests__/lobby-fixtures.js';

const ERRORS_TOO = `query Mixed { site { status } viewer { avatars { id } } notices(first: -1) { totalCount } }`;
const BAD_VARIABLES = `query Notices($first: Int) { notices(first: $first) { totalCount } }`;

describe('compiled queries answer as Apollo does', () => {
  const stack = useGatewayStack({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });

  const post = (query: string, variables: Record<string, unknown> = {}, session?: string) =>
    stack.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(session ? { cookie: `saola_session=${session}` } : {}) },
      payload: { query, variables },
    });

  it('gives the same answer the second time (compiled, or stored when public) as the first (Apollo), errors included', async () => {
    const session = await stack.login();
    for (const [query, who] of [[HOME, undefined], [HOME, session], [ERRORS_TOO, undefined], [ERRORS_TOO, session]] as const) {
      const first = await post(query, { noticeCount: 9 }, who);
      const second = await post(query, { noticeCount: 9 }, who);
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.headers['content-type']).toBe(first.headers['content-type']);
      expect(JSON.parse(second.body)).toEqual(JSON.parse(first.body));
      if (query === ERRORS_TOO) expect(JSON.parse(first.body).errors?.length).toBeGreaterThan(0);
    }
  });

  it('leaves variables that do not coerce to Apollo, which words the error', async () => {
    await post(BAD_VARIABLES, { first: 1 });
    const bad = await post(BAD_VARIABLES, { first: 'nine' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
