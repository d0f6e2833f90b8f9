import { describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { nextIp, openBrowser, USER_ERRORS, type UserErrorShape } from '../../../../testing/test-browser.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

const FREE_PLAY = `mutation { startFreePlay { ${USER_ERRORS} viewer { member { account accountType isTrial } wallet { balance } } } }`;

interface FreePlayShape {
  startFreePlay: {
    userErrors: UserErrorShape[];
    viewer: { member: { account: string; accountType: string; isTrial: boolean }; wallet: { balance: string } } | null;
  };
}

describe('startFreePlay', () => {
  const stack = useGatewayStack({}, { reset: true });

  it('logs in a new trial account with demo money', async () => {
    const browser = openBrowser(stack);
    const reply = await browser.gql<FreePlayShape>(FREE_PLAY);
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.startFreePlay.userErrors).toEqual([]);
    expect(reply.body.data?.startFreePlay.viewer).toEqual({
      member: { account: 'trial000001', accountType: 'TRIAL', isTrial: true },
      wallet: { balance: '10000.00' },
    });
    expect(browser.cookies.has('saola_session')).toBe(true);
  });

  it('is refused while FREEPLAY3 is off, without asking the platform', async () => {
    await stack.control('PUT', '/switches', { FREEPLAY3: false });
    await stack.control('DELETE', '/calls');
    const browser = openBrowser(stack);
    const reply = await browser.gql<FreePlayShape>(FREE_PLAY);
    expect(reply.body.data?.startFreePlay).toEqual({ userErrors: [expect.objectContaining({ code: 'FEATURE_DISABLED' })], viewer: null });
    expect(browser.cookies.has('saola_session')).toBe(false);
    expect(await stack.upstreamCalls(callKey(calls.freePlay))).toBe(0);
  });

  it('opens at most 5 trial accounts per client IP in 10 minutes, then answers RATE_LIMITED without asking the platform', async () => {
    await stack.control('DELETE', '/calls');
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await openBrowser(stack, ip).gql<FreePlayShape>(FREE_PLAY)).body.data?.startFreePlay.userErrors).toEqual([]);
    }
    const browser = openBrowser(stack, ip);
    const refused = (await browser.gql<FreePlayShape>(FREE_PLAY)).body.data?.startFreePlay;
    expect(refused?.viewer).toBeNull();
    expect(refused?.userErrors).toEqual([expect.objectContaining({ field: null, code: 'RATE_LIMITED' })]);
    const wait = refused?.userErrors[0]?.details?.retryAfterSeconds ?? 0;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect(browser.cookies.has('saola_session')).toBe(false);
    expect(await stack.upstreamCalls(callKey(calls.freePlay))).toBe(5);

    // Another address has its own budget.
    expect((await openBrowser(stack).gql<FreePlayShape>(FREE_PLAY)).body.data?.startFreePlay.userErrors).toEqual([]);
    expect(await stack.upstreamCalls(callKey(calls.freePlay))).toBe(6);
  });
});
