import { describe, expect, it } from 'vitest';
import { callKey, NOTICES } from '../testing/gateway-stack.js';
import { useGatewayStack } from '../testing/use-gateway-stack.js';
import { calls } from '../infra/upstream/catalogue.js';

const ANNOUNCEMENTS = callKey(calls.announcements);
const CONCURRENT = 200;

describe.each(['memory', 'redis'] as const)('cold cache with %s', (kind) => {
  const stack = useGatewayStack({}, { testRedis: kind === 'redis' });

  it(`answers ${CONCURRENT} concurrent notices queries with one upstream call`, async () => {
    await stack.control('DELETE', '/calls');
    // Slow the platform a little so every request arrives while the first load is still in flight.
    await stack.control('PUT', '/faults', { path: calls.announcements.path, latencyMs: 150 });

    const replies = await Promise.all(Array.from({ length: CONCURRENT }, () => stack.gql(NOTICES, { first: 9 })));

    expect(replies.every((r) => r.status === 200 && !r.body.errors)).toBe(true);
    const firstIds = JSON.stringify(replies[0]?.body.data);
    expect(replies.every((r) => JSON.stringify(r.body.data) === firstIds)).toBe(true);
    expect(await stack.upstreamCalls(ANNOUNCEMENTS)).toBe(1);
    process.stderr.write(`[figure] ${kind}: ${CONCURRENT} concurrent cold notices queries -> ${await stack.upstreamCalls(ANNOUNCEMENTS)} upstream call\n`);
  });

  it('keeps languages apart: another language is another upstream call', async () => {
    await stack.control('DELETE', '/faults');
    await stack.control('DELETE', '/calls');
    await Promise.all(Array.from({ length: 20 }, () => stack.gql(NOTICES, { first: 3 }, { language: 'en' })));
    await Promise.all(Array.from({ length: 20 }, () => stack.gql(NOTICES, { first: 3 }, { language: 'vi' })));
    // vi was cached by the previous test; en is new.
    expect(await stack.upstreamCalls(ANNOUNCEMENTS)).toBe(1);
  });
});
