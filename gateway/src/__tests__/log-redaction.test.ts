import { describe, expect, it } from 'vitest';
import { createSessionSealer } from '../infra/session/sealer.js';
import { LOGIN, TEST_SESSION_SECRET, VIEWER, callKey } from '../testing/gateway-stack.js';
import { useGatewayStack } from '../testing/use-gateway-stack.js';
import { calls } from '../infra/upstream/catalogue.js';

describe('logs of a logged-in flow', () => {
  const stack = useGatewayStack({ captureLogs: true });

  it('carry request ids and none of: password, token, captcha text, cookies', async () => {
    await stack.control('POST', '/reset');
    // Three failures make the platform demand a captcha, so captcha text travels too.
    for (let i = 0; i < 3; i += 1) await stack.gql(LOGIN, { input: { username: 'player01', password: 'Wr0ngPassw0rd' } });
    await stack.gql(LOGIN, { input: { username: 'player01', password: 'secret88', captcha: 'CAPTCHA-TEXT-7731' } });
    await stack.control('POST', '/reset');
    const login = await stack.gql(LOGIN, { input: { username: 'player01', password: 'secret88' } });
    const session = login.session ?? '';
    await stack.gql(VIEWER, {}, { session });
    await stack.gql('mutation { logout { userErrors { code } } }', {}, { session });

    const token = (await createSessionSealer(TEST_SESSION_SECRET, 3600).unseal(session))?.token;
    expect(token).toBeTruthy();

    const text = stack.logs.join('');
    expect(stack.logs.length).toBeGreaterThan(10);
    expect(text).toMatch(/"requestId":"[\w-]{8,}"/);
    for (const secret of ['secret88', 'Wr0ngPassw0rd', 'CAPTCHA-TEXT-7731', token ?? '', session]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"(authorization|encryption|cookie)":"(?!\[redacted\])/i);
  });

  it('carry the path of a GET, never its query string: a password in the URL reaches no log line', async () => {
    await stack.control('DELETE', '/calls');
    const variables = JSON.stringify({ input: { username: 'player01', password: 'Secret123' } });
    const mutation = `/graphql?${new URLSearchParams({ query: LOGIN, variables })}`;
    // Apollo refuses a mutation by GET: a plain GET as a possible CSRF, a preflighted one as not a query.
    const plain = await stack.app.inject({ method: 'GET', url: mutation });
    expect(plain.statusCode).toBe(400);
    const preflighted = await stack.app.inject({ method: 'GET', url: mutation, headers: { 'apollo-require-preflight': 'true' } });
    expect(preflighted.statusCode).toBe(405);
    expect(preflighted.headers.allow).toBe('POST');
    expect(await stack.upstreamCalls(callKey(calls.login))).toBe(0);

    const read = `/graphql?${new URLSearchParams({ query: '{ site { status } }', variables: '{"password":"Secret123"}' })}`;
    const query = await stack.app.inject({ method: 'GET', url: read, headers: { 'apollo-require-preflight': 'true' } });
    expect(query.statusCode).toBe(200);
    await stack.app.inject({ method: 'GET', url: `/nowhere?${new URLSearchParams({ variables })}` });

    const text = stack.logs.join('');
    expect(text).not.toContain('Secret123');
    expect(text).toContain('"url":"/graphql"');
    expect(text).toContain('Route GET:/nowhere not found');
    expect(text).not.toMatch(/\/(graphql|nowhere)\?/);
  });
});
