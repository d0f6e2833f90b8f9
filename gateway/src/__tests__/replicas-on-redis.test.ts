import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheKey, createCache } from '../infra/cache/index.js';
import { ANNOUNCEMENT_QUERY } from '../graphql/modules/notices/index.js';
import { DEFAULT_LANGUAGE } from '../graphql/platform/language.js';
import { newKey, TRANSFER } from '../testing/money-fixtures.js';
import { createLogger } from '../infra/logging/logger.js';
import { sharedRequestBudget } from '../http/plugins/shared-request-budget.js';
import { closeRedis, connectRedis, storedKey, whenReady } from '../infra/redis/index.js';
import { SESSION_COOKIE } from '../infra/session/request-session.js';
import { callKey, NOTICES, startGatewayStack, VIEWER, type GatewayStack } from '../testing/gateway-stack.js';
import { startTestRedis, uniqueNamespace } from '../testing/redis.js';
import { startTestCluster } from '../testing/redis-cluster.js';
import { until } from '../testing/redis-processes.js';
import { startTestSentinel } from '../testing/redis-sentinel.js';
import { calls } from '../infra/upstream/catalogue.js';
import { startReplica } from '../testing/replica.js';

interface Topology {
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** The three ways to run shared state, each on real redis-server processes this file starts and stops. */
const topologies: Record<string, () => Promise<Topology>> = {
  single: async () => {
    const redis = await startTestRedis();
    return { env: { REDIS_URL: redis.url }, stop: () => redis.stop() };
  },
  cluster: async () => {
    const cluster = await startTestCluster();
    return { env: { REDIS_CLUSTER_NODES: cluster.nodes }, stop: () => cluster.stop() };
  },
  sentinel: async () => {
    const sentinel = await startTestSentinel();
    return { env: { REDIS_SENTINELS: sentinel.sentinels, REDIS_SENTINEL_NAME: sentinel.name }, stop: () => sentinel.stop() };
  },
};

describe.each(Object.keys(topologies))('two gateway replicas on Redis (%s)', (mode) => {
  let topology: Topology;
  let stack: GatewayStack;
  let replica: FastifyInstance;

  beforeAll(async () => {
    topology = await topologies[mode]!();
    stack = await startGatewayStack({ env: { ...topology.env, CACHE_NAMESPACE: uniqueNamespace(`replicas-${mode}`), RATE_LIMIT_PER_MINUTE: '1000000' } });
    // The second replica: the same configuration (same Redis, namespace and platform), its own memory.
    replica = await startReplica(stack.config);
    await Promise.all([waitForRedis(stack.app), waitForRedis(replica)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled([replica?.close(), stack?.close()]);
    await topology?.stop();
  });

  const onReplica = (query: string, variables: Record<string, unknown>, session?: string) =>
    replica
      .inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}) },
        payload: { query, variables },
      })
      .then((reply) => reply.body);

  it('500 concurrent cold reads over both replicas make 1 platform call', async () => {
    await stack.control('PUT', '/faults', { path: calls.announcements.path, latencyMs: 50 });
    await stack.control('DELETE', '/calls');
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        i % 2 === 0 ? stack.gql(NOTICES, { first: 2 }).then((reply) => reply.raw) : onReplica(NOTICES, { first: 2 }),
      ),
    );
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toContain('"notices"');
    expect(await stack.upstreamCalls(callKey(calls.announcements))).toBe(1);
    await stack.control('DELETE', '/faults');
  });

  it('1000 concurrent copies of one money mutation over both replicas make 1 platform call', async () => {
    const session = await stack.login();
    await stack.control('DELETE', '/calls');
    const variables = { input: { fromWalletId: 2, toWalletId: 11, amount: '1.25', idempotencyKey: newKey() } };
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        i % 2 === 0 ? stack.gql(TRANSFER, variables, { session }).then((reply) => reply.raw) : onReplica(TRANSFER, variables, session),
      ),
    );
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toMatch(/"orderNo":"[0-9a-f]{32}"/);
    expect(await stack.upstreamCalls(callKey(calls.walletTransfer))).toBe(1);
  }, 60_000);

  it("a member's change on one replica drops their cached reads on the other", async () => {
    const session = await stack.login();
    await onReplica(VIEWER, {}, session);
    await stack.control('DELETE', '/calls');
    // Now from the second replica's memory: no platform call.
    expect(await onReplica(VIEWER, {}, session)).toContain('"member"');
    expect(await stack.upstreamCalls(callKey(calls.memberInfo))).toBe(0);

    const transfer = await stack.gql(TRANSFER, { input: { fromWalletId: 2, toWalletId: 11, amount: '1.00', idempotencyKey: newKey() } }, { session });
    expect(transfer.raw).toContain('"transfer');
    // The first replica's deletion reaches the second within a moment, without waiting for the TTL (a minute).
    await until(
      'the second replica kept serving the member read from memory',
      async () => (await onReplica(VIEWER, {}, session), (await stack.upstreamCalls(callKey(calls.memberInfo))) === 1),
      3_000,
    );
    expect(await peerInvalidations(replica, 'member')).toBeGreaterThan(0);
  });

  it("a client's request budget counts both replicas' requests in one Redis count", async () => {
    const clients = [0, 1].map(() => connectRedis(stack.config.redis!, { commandTimeoutMs: 500 }));
    const namespace = `${uniqueNamespace(`budget-${mode}`)}:`;
    const [first, second] = clients.map((client) => sharedRequestBudget(client, namespace, 20, createLogger(stack.config)));
    try {
      await Promise.all(clients.map((client) => whenReady(client, 10_000)));
      for (let i = 0; i < 30; i++) first!.take('client', 60_000);
      await until('the first replica did not settle its 30 requests', async () => Number(await clients[0]!.get(`${namespace}${storedKey('client')}`)) === 30, 5_000);
      // The second replica has not heard of them until it settles its own request.
      expect(second!.take('client', 60_000).current).toBe(1);
      await until("the second replica did not learn the first one's requests", async () => second!.read('client').current === 31, 5_000);
      expect(second!.take('client', 60_000).current).toBe(32);
      await until('the count in Redis did not reach 32', async () => Number(await clients[1]!.get(`${namespace}${storedKey('client')}`)) === 32, 5_000);
      const ttl = await clients[1]!.pttl(`${namespace}${storedKey('client')}`);
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      first?.close();
      second?.close();
      await Promise.all(clients.map((client) => closeRedis(client)));
    }
  });

  it("another replica's deletion of a public entry drops the fast path's answer built on it", async () => {
    const variables = { first: 3 };
    await onReplica(NOTICES, variables);
    await stack.control('DELETE', '/calls');
    await onReplica(NOTICES, variables);
    expect(await stack.upstreamCalls(callKey(calls.announcements))).toBe(0);

    // A third replica's public cache: the same Redis and namespace, as every replica's is.
    const other = createCache({ redis: stack.config.redis, namespace: stack.config.cacheNamespace, logger: createLogger(stack.config) });
    try {
      await until('the third replica did not reach Redis', async () => (await other.ping()) === 'redis', 10_000);
      await other.delete([cacheKey({ merchant: stack.config.merchantCode, language: DEFAULT_LANGUAGE }, 'announcements', ANNOUNCEMENT_QUERY)]);
      await until(
        'the second replica kept serving its stored answer',
        async () => (await onReplica(NOTICES, variables), (await stack.upstreamCalls(callKey(calls.announcements))) === 1),
        3_000,
      );
      expect(await peerInvalidations(replica, 'public')).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});

/** What the replica's /metrics reports of deletions received from the other replicas, for one cache. */
async function peerInvalidations(app: FastifyInstance, cache: 'public' | 'member'): Promise<number> {
  const series = `saola_cache_peer_invalidations_total{cache="${cache}"} `;
  const line = (await app.inject('/metrics')).body.split('\n').find((candidate) => candidate.startsWith(series));
  return line === undefined ? 0 : Number(line.slice(series.length));
}

/** A fresh replica counts on memory until its Redis clients connect; /readyz reports when they have. */
async function waitForRedis(app: FastifyInstance): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const checks = (await app.inject('/readyz')).json<{ checks: { cache: string; throttles: string } }>().checks;
    if (checks.cache === 'redis' && checks.throttles === 'redis') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the replica did not connect to Redis within 15 s');
}
