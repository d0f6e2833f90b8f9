import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, connectRedis, storedKey, whenReady, type RedisClient } from '../../../infra/redis/index.js';
import { startGatewayStack, type GatewayStack } from '../../../testing/gateway-stack.js';
import { freePort, startTestRedis, uniqueNamespace, type TestRedis } from '../../../testing/redis.js';
import { until } from '../../../testing/redis-processes.js';
import { sharedRequestBudget } from '../shared-request-budget.js';
import { silentLogger } from '../../../testing/silent-logger.js';

const logger = silentLogger();

describe('the request budget with REDIS_URL', () => {
  let redis: TestRedis;
  let client: RedisClient;
  let first: GatewayStack;
  let second: GatewayStack;
  const namespace = uniqueNamespace('saola-budget');

  beforeAll(async () => {
    redis = await startTestRedis();
    client = connectRedis({ mode: 'single', url: redis.url }, { commandTimeoutMs: 2_000 });
    const env = { CACHE_NAMESPACE: namespace, RATE_LIMIT_PER_MINUTE: '10' };
    first = await startGatewayStack({ redisUrl: redis.url, env });
    second = await startGatewayStack({ redisUrl: redis.url, env });
    await whenReady(client, 10_000);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await closeRedis(client);
    await redis.stop();
  });

  const ask = (app: FastifyInstance) =>
    app
      .inject({ method: 'POST', url: '/graphql', remoteAddress: '10.9.0.1', headers: { 'content-type': 'application/json' }, payload: { query: '{ site { status } }' } })
      .then((reply) => reply.statusCode);
  /** Until Redis holds `count` of the client's requests (each replica settles its own every 100 ms). */
  const untilCounted = (count: number) =>
    until(`Redis did not count ${count} requests`, async () => {
      const keys = await client.keys(`${namespace}:rate-limit:*`);
      return keys.length === 1 && Number(await client.get(keys[0]!)) === count;
    }, 5_000);

  it("refuses a client once its requests to both replicas spend the budget", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await ask(first.app));
    await untilCounted(6);
    expect(await client.keys(`${namespace}:rate-limit:*`)).toEqual([`${namespace}:rate-limit:${storedKey('10.9.0.1')}`]);
    for (let i = 0; i < 4; i++) statuses.push(await ask(second.app));
    await untilCounted(10);
    // The second replica has settled its 4 and learnt the first one's 6: the 11th request is over the budget.
    await new Promise((resolve) => setTimeout(resolve, 250));
    statuses.push(await ask(second.app));
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });
});

describe('the shared request budget', () => {
  it('counts every request here while Redis cannot be reached', async () => {
    const away = connectRedis({ mode: 'single', url: `redis://127.0.0.1:${await freePort()}` }, { commandTimeoutMs: 200, connectTimeoutMs: 200 });
    const budget = sharedRequestBudget(away, 'away:', 20, logger);
    try {
      for (let i = 0; i < 5; i++) budget.take('client', 60_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(budget.take('client', 60_000).current).toBe(6);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(budget.read('client').current).toBe(6);
    } finally {
      budget.close();
      await closeRedis(away);
    }
  });

  it('starts a new count when the window ends, here and in Redis', async () => {
    const redis = await startTestRedis();
    const client = connectRedis({ mode: 'single', url: redis.url }, { commandTimeoutMs: 2_000 });
    const namespace = `${uniqueNamespace('budget-window')}:`;
    const budget = sharedRequestBudget(client, namespace, 20, logger);
    try {
      await whenReady(client, 10_000);
      for (let i = 0; i < 3; i++) budget.take('client', 300);
      await until('Redis did not count 3', async () => Number(await client.get(`${namespace}${storedKey('client')}`)) === 3, 5_000);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(budget.read('client')).toEqual({ current: 0, ttl: 0 });
      expect(budget.take('client', 300).current).toBe(1);
      await until('Redis did not start a new count', async () => Number(await client.get(`${namespace}${storedKey('client')}`)) === 1, 5_000);
    } finally {
      budget.close();
      await closeRedis(client);
      await redis.stop();
    }
  });
});
