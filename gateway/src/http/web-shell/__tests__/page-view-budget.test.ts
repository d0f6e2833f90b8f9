import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';

const dist = mkdtempSync(join(tmpdir(), 'saola-budget-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const BUDGET = 600;
const VISITOR = '198.51.100.33';

describe('one budget per page view (issue 33)', () => {
  // No real minute passes: the budget's window is a minute long, and every page view below falls inside it.
  const stack = useGatewayStack({ env: { WEB_DIST: dist, RATE_LIMIT_PER_MINUTE: String(BUDGET), FIRST_VISIT_DATA_DEADLINE_MS: '10000' } });

  it("counts a page once: the route data the gateway asks itself for is not the visitor's request", async () => {
    const page = () => stack.app.inject({ url: '/', remoteAddress: VISITOR, headers: { accept: 'text/html' } });
    const statuses = new Map<number, number>();
    let withData = 0;
    for (let view = 0; view < BUDGET; view++) {
      const reply = await page();
      statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
      if (reply.body.includes('id="route-data"')) withData++;
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: BUDGET });
    // Each page was built with its inner request (else the test would prove nothing about them).
    expect(withData).toBe(BUDGET);
    // The budget still holds for the pages themselves.
    expect((await page()).statusCode).toBe(429);
    // Another visitor is not affected.
    expect((await stack.app.inject({ url: '/', remoteAddress: '198.51.100.34', headers: { accept: 'text/html' } })).statusCode).toBe(200);
  });

  it('gives no client the inner mark: a request with a guessed one is counted', async () => {
    const guessed = await stack.app.inject({ url: '/healthz', remoteAddress: VISITOR, headers: { 'x-saola-inner': 'x'.repeat(48) } });
    expect(guessed.statusCode).toBe(200);
    const read = await stack.app.inject({ method: 'POST', url: '/graphql', remoteAddress: VISITOR, headers: { 'content-type': 'application/json', 'x-saola-inner': 'x'.repeat(48) }, payload: '{"query":"{ __typename }"}' });
    expect(read.statusCode).toBe(429);
  });
});
