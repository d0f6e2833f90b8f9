import { afterEach, describe, expect, it } from 'vitest';
import { startGatewayStack, type GatewayStack } from '../testing/gateway-stack.js';

describe('health and readiness', () => {
  let stack: GatewayStack | undefined;
  afterEach(async () => {
    await stack?.close();
    stack = undefined;
  });

  it('is live and ready with the memory cache and a reachable platform', async () => {
    stack = await startGatewayStack();
    expect((await stack.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await stack.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { cache: 'memory', upstream: 'ok' } });
  });

  it('is not ready when the configured Redis is unreachable, yet still answers GraphQL', async () => {
    stack = await startGatewayStack({ redisUrl: 'redis://127.0.0.1:1' });
    const ready = await stack.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.cache).toBe('down');
    const reply = await stack.gql('{ notices(first: 1) { totalCount } }');
    expect(reply.body.errors).toBeUndefined();
  });
});
