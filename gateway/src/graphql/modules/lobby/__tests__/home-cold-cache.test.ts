import { describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { HOME } from '../../../../testing/lobby-fixtures.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

const CONCURRENT = 500;
/** Every public platform resource the home query reads, each of which must be asked exactly once. */
const HOME_CALLS = [
  calls.systemStatus,
  calls.announcements,
  calls.vendorLanes,
  calls.hotGames,
  calls.popularGames,
  calls.winners,
  calls.lotteryMenus,
];
const HOME_RESOURCES = HOME_CALLS.map(callKey);

describe.each(['memory', 'redis'] as const)('home query, cold, with the %s cache', (kind) => {
  // A generous request budget: this test is about the platform's load, not the gateway's rate limit. A generous
  // platform deadline too: the 500 requests share the event loop with the first loads' answers, and on a busy
  // 2-core machine they held those answers past the stacks' usual 2 s (UPSTREAM_UNAVAILABLE).
  const stack = useGatewayStack(
    { env: { RATE_LIMIT_PER_MINUTE: '100000', UPSTREAM_TIMEOUT_MS: '30000' } },
    { testRedis: kind === 'redis' },
  );

  it(`answers ${CONCURRENT} concurrent home queries with one upstream call per public resource`, async () => {
    await stack.control('DELETE', '/calls');
    // Slow each of these calls so all requests arrive while the first loads are still in flight.
    for (const call of HOME_CALLS) await stack.control('PUT', '/faults', { path: call.path, latencyMs: 150 });

    const replies = await Promise.all(Array.from({ length: CONCURRENT }, () => stack.gql(HOME)));

    expect(replies.filter((r) => r.status !== 200 || r.body.errors !== undefined).map((r) => r.raw.slice(0, 300))).toEqual([]);
    const first = JSON.stringify(replies[0]?.body.data);
    expect(replies.every((r) => JSON.stringify(r.body.data) === first)).toBe(true);

    const counts = (await stack.control('GET', '/calls')) as Record<string, number>;
    expect(Object.fromEntries(HOME_RESOURCES.map((call) => [call, counts[call] ?? 0]))).toEqual(
      Object.fromEntries(HOME_RESOURCES.map((call) => [call, 1])),
    );
    // Nothing else was asked: no private call and no second resource behind the home query.
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    expect(total).toBe(HOME_RESOURCES.length);
    process.stderr.write(`[figure] ${kind}: ${CONCURRENT} concurrent cold home queries -> ${total} upstream calls (${HOME_RESOURCES.length} resources)\n`);
  }, 120_000);
});
