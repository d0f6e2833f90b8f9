import { describe, expect, it } from 'vitest';
import { VIEWER } from '../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';
import { SESSION_COOKIE } from '../../../infra/session/request-session.js';

// A CDN or proxy before the site keeps what an answer lets it keep, under the URL: a member's GET must say no.
describe('GraphQL answers and shared caches', () => {
  const stack = useGatewayStack();

  it("marks a member's GET answer, a visitor's and a POST answer private and not to be stored", async () => {
    const session = await stack.login();
    const url = `/graphql?query=${encodeURIComponent(VIEWER)}`;
    const member = await stack.app.inject({ method: 'GET', url, headers: { 'apollo-require-preflight': 'true', cookie: `${SESSION_COOKIE}=${session}` } });
    expect(member.json()).toMatchObject({ data: { viewer: { member: { account: 'player01' } } } });
    expect(member.headers['cache-control']).toBe('private, no-store');
    const visitor = await stack.app.inject({ method: 'GET', url, headers: { 'apollo-require-preflight': 'true' } });
    expect(visitor.headers['cache-control']).toBe('private, no-store');
    const post = await stack.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: VIEWER } });
    expect(post.headers['cache-control']).toBe('private, no-store');
  });
});
