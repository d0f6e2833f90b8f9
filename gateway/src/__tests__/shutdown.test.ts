import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { NOTICES, startGatewayStack } from '../testing/gateway-stack.js';
import { calls } from '../upstream/catalogue.js';

describe('graceful shutdown', () => {
  it('finishes a request in flight, then stops accepting', async () => {
    const stack = await startGatewayStack();
    await stack.control('PUT', '/faults', { path: calls.announcements.path, latencyMs: 400 });
    const address = await stack.app.listen({ host: '127.0.0.1', port: 0 });

    const inFlight = request(`${address}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: NOTICES, variables: { first: 2 } }),
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = stack.app.close();

    const reply = await inFlight;
    expect(reply.statusCode).toBe(200);
    const body = (await reply.body.json()) as { data?: { notices: { edges: unknown[] } } };
    expect(body.data?.notices.edges).toHaveLength(2);
    await closing;
    await expect(request(`${address}/healthz`)).rejects.toThrow();
    await stack.sandbox.close();
  });
});
