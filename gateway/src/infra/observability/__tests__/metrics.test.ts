import { describe, expect, it } from 'vitest';
import type { GatewayStack } from '../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';
import { cacheClass } from '../instrument-cache.js';

const METRICS_TOKEN = 'metrics-token-of-at-least-24-chars';

async function scrape(stack: GatewayStack, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return stack.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
}

/** The value of one sample line, e.g. `name{a="b"} 3`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  const stack = useGatewayStack({ env: { METRICS_TOKEN } }, { testRedis: true });

  it('counts requests by known operation and outcome, platform calls, cache results and Redis state', async () => {
    const named = '{ site { status } }';
    await stack.gql(`query SiteStatusProbe ${named}`);
    await stack.gql(`query SiteStatusProbe ${named}`);
    await stack.gql(`query MadeUpByAClient ${named}`);
    await stack.gql('{ site { nope } }');

    const res = await scrape(stack);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(sample(text, 'saola_graphql_request_duration_seconds_count{operation="SiteStatusProbe",outcome="ok"}')).toBe(2);
    // A name no known document bears is never a label: it joins "other".
    expect(text).not.toContain('MadeUpByAClient');
    expect(sample(text, 'saola_graphql_request_duration_seconds_count{operation="other",outcome="ok"}')).toBe(1);
    expect(sample(text, 'saola_graphql_request_duration_seconds_count{operation="other",outcome="GRAPHQL_VALIDATION_FAILED"}')).toBe(1);
    expect(text).toMatch(/saola_platform_call_duration_seconds_count\{call="[A-Za-z]+",outcome="ok"\} \d+/);
    expect(text).toMatch(/saola_cache_lookups_total\{class="[A-Za-z]+",result="miss"\} \d+/);
    expect(text).toMatch(/saola_cache_lookups_total\{class="[A-Za-z]+",result="hit"\} \d+/);
    expect(sample(text, 'saola_redis_up')).toBe(1);
    expect((await stack.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const afterReadiness = (await scrape(stack)).body;
    expect(sample(afterReadiness, 'saola_dependency_up{dependency="upstream"}')).toBe(1);
    expect(sample(afterReadiness, 'saola_dependency_up{dependency="cache"}')).toBe(1);
    expect(sample(afterReadiness, 'saola_replica_serving')).toBe(1);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('saola_idempotency_replays_total 0');
  });

  it('labels a platform failure and the request it failed with their codes', async () => {
    const session = await stack.login();
    await stack.control('PUT', '/faults', { path: '/*', status: 500, errorCode: '#727' });
    try {
      const reply = await stack.gql('query WalletProbe { viewer { wallet { balance } } }', undefined, { session });
      expect(reply.status).toBe(200);
    } finally {
      await stack.control('POST', '/reset');
    }
    const text = (await scrape(stack)).body;
    expect(text).toMatch(/saola_platform_call_duration_seconds_count\{call="[A-Za-z]+",outcome="UPSTREAM_UNAVAILABLE"\} [1-9]/);
    expect(sample(text, 'saola_graphql_request_duration_seconds_count{operation="other",outcome="UPSTREAM_UNAVAILABLE"}')).toBe(1);
  });

  it('counts an idempotent replay: the same money mutation and key twice makes one run and one replay', async () => {
    await stack.control('POST', '/reset');
    const session = await stack.login();
    const centre = await stack.gql<{ viewer: { rewardCentre: { edges: { node: { id: string; kind: string } }[] } } }>(
      'query { viewer { rewardCentre(first: 50, status: UNCLAIMED) { edges { node { id kind } } } } }',
      undefined,
      { session },
    );
    const cash = centre.body.data?.viewer.rewardCentre.edges.map((edge) => edge.node).find((node) => node.kind === 'CASH');
    expect(cash).toBeDefined();
    const claim = 'mutation Claim($input: ClaimRewardInput!) { claimReward(input: $input) { userErrors { code } } }';
    const input = { rewardId: cash?.id, idempotencyKey: `metrics-${Date.now()}` };
    const before = sample((await scrape(stack)).body, 'saola_idempotency_replays_total') ?? Number.NaN;
    for (let i = 0; i < 2; i++) expect((await stack.gql(claim, { input }, { session })).body.errors).toBeUndefined();
    expect(sample((await scrape(stack)).body, 'saola_idempotency_replays_total')).toBe(before + 1);
  });

  it('is hidden from other addresses unless they bring the token', async () => {
    expect((await scrape(stack, {}, '203.0.113.9')).statusCode).toBe(404);
    expect((await scrape(stack, { authorization: 'Bearer wrong-token-wrong-token-wrong' }, '203.0.113.9')).statusCode).toBe(404);
    expect((await scrape(stack, { authorization: `Bearer ${METRICS_TOKEN}` }, '203.0.113.9')).statusCode).toBe(200);
  });

  it('keeps cache classes to the resource names of keys', () => {
    expect(cacheClass('SAOLA:en:siteInfo:{"a":1}')).toBe('siteInfo');
    expect(cacheClass('SAOLA:en')).toBe('other');
    expect(cacheClass('SAOLA:en:%3Cscript%3E')).toBe('other');
  });
});
