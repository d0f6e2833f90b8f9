import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { callKey, NOTICES, startGatewayStack } from '../testing/gateway-stack.js';
import { calls } from '../infra/upstream/catalogue.js';

/** Long enough that the request is surely still at the platform when the close begins, however busy the machine. */
const PLATFORM_DELAY_MS = 3_000;

describe('graceful shutdown', () => {
  it('finishes a request in flight, then stops accepting', async () => {
    const stack = await startGatewayStack({ env: { UPSTREAM_TIMEOUT_MS: String(PLATFORM_DELAY_MS * 5) } });
    await stack.control('PUT', '/faults', { path: calls.announcements.path, latencyMs: PLATFORM_DELAY_MS });
    const address = await stack.app.listen({ host: '127.0.0.1', port: 0 });

    const inFlight = request(`${address}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: NOTICES, variables: { first: 2 } }),
    });
    // Close once the request is in flight: the platform has it.
    await expect.poll(() => stack.upstreamCalls(callKey(calls.announcements)), { timeout: 30_000, interval: 20 }).toBe(1);
    const closing = stack.app.close();

    const reply = await inFlight;
    expect(reply.statusCode).toBe(200);
    const body = (await reply.body.json()) as { data?: { notices: { edges: unknown[] } } };
    expect(body.data?.notices.edges).toHaveLength(2);
    await closing;
    await expect(request(`${address}/healthz`)).rejects.toThrow();
    await stack.sandbox.close();
  }, 60_000);
});
