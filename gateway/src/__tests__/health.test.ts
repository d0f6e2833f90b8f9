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
    expect(ready.json()).toEqual({ status: 'ready', state: 'serving', checks: { cache: 'memory', throttles: 'memory', upstream: 'ok' } });
  });

  it('stays ready, reporting Redis as degraded, when the configured Redis is unreachable, and answers GraphQL', async () => {
    stack = await startGatewayStack({ redisUrl: 'redis://127.0.0.1:1' });
    const ready = await stack.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'degraded', state: 'serving', checks: { cache: 'down', throttles: 'down', upstream: 'ok' } });
    const reply = await stack.gql('{ notices(first: 1) { totalCount } }');
    expect(reply.body.errors).toBeUndefined();
  });

  it('stays ready when the platform is down, and is not ready once draining', async () => {
    stack = await startGatewayStack();
    await stack.control('PUT', '/faults', { path: '/*', outage: true });
    const down = await stack.app.inject('/readyz');
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ status: 'degraded', checks: { upstream: 'down' } });

    stack.app.readiness.drain();
    const draining = await stack.app.inject('/readyz');
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: 'not ready', state: 'draining' });
    expect((await stack.app.inject('/healthz')).statusCode).toBe(200);
  });
});
