import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICES, startGatewayStack, type GatewayStack } from '../testing/gateway-stack.js';
import { uniqueNamespace } from '../testing/redis.js';
import { redisCli, until } from '../testing/redis-processes.js';
import { startTestSentinel, type SentinelPorts, type TestSentinel } from '../testing/redis-sentinel.js';

// Issue 18: shared state on Redis Sentinel keeps working across a failover. Ports of its own, so it can run beside
// replicas-on-redis.test.ts (7200-7203).
const PORTS: SentinelPorts = { primary: 7210, replica: 7211, sentinels: [7212, 7213] };

/** The keys of this gateway's namespace on one Redis node. */
async function keysOn(port: number, namespace: string): Promise<number> {
  const listed = await redisCli(['-p', String(port), '--scan', '--pattern', `*${namespace}*`]);
  return listed.split('\n').filter(Boolean).length;
}

async function cacheState(app: FastifyInstance): Promise<string> {
  return (await app.inject('/readyz')).json<{ checks: { cache: string } }>().checks.cache;
}

describe('the gateway on Redis Sentinel when the primary fails', () => {
  let sentinel: TestSentinel;
  let stack: GatewayStack;
  const namespace = uniqueNamespace('failover');

  beforeAll(async () => {
    sentinel = await startTestSentinel(PORTS);
    stack = await startGatewayStack({
      env: { REDIS_SENTINELS: sentinel.sentinels, REDIS_SENTINEL_NAME: sentinel.name, CACHE_NAMESPACE: namespace, RATE_LIMIT_PER_MINUTE: '1000000' },
    });
    await until('the gateway did not reach Redis through Sentinel', async () => (await cacheState(stack.app)) === 'redis', 15_000);
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
    await sentinel?.stop();
  });

  it('answers every request while the primary is down, then writes to the promoted replica', async () => {
    const first = await stack.gql(NOTICES, { first: 3 }, { language: 'vi' });
    expect(first.body.errors).toBeUndefined();
    await until('the answer was not cached on the primary', async () => (await keysOn(PORTS.primary, namespace)) > 0, 5_000);

    // Visitors keep coming through the failover: each answer must be whole.
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const visitors = (async () => {
      while (running) {
        const reply = await stack.gql(NOTICES, { first: 3 }, { language: 'vi' });
        if (reply.status !== 200 || reply.body.errors !== undefined) failures.push(`${reply.status} ${reply.raw.slice(0, 200)}`);
        answered++;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    await sentinel.processes.stop(PORTS.primary);
    await until(
      'Sentinel did not promote the replica',
      async () => (await redisCli(['-p', String(PORTS.replica), 'info', 'replication'])).includes('role:master'),
      30_000,
    );
    await until('the gateway did not reconnect to the new primary', async () => (await cacheState(stack.app)) === 'redis', 30_000);

    // A new answer (another language, so another key) is written where Sentinel now points.
    const before = await keysOn(PORTS.replica, namespace);
    const english = await stack.gql(NOTICES, { first: 3 }, { language: 'en' });
    expect(english.body.errors).toBeUndefined();
    await until('no new key on the promoted replica', async () => (await keysOn(PORTS.replica, namespace)) > before, 10_000);

    running = false;
    await visitors;
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(10);
  }, 90_000);
});
