import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callKey, startGatewayStack, type GatewayStack } from '../../../../testing/gateway-stack.js';
import { openBrowser, USER_ERRORS, type UserErrorShape } from './test-browser.js';
import { calls } from '../../../../upstream/catalogue.js';

const FREE_PLAY = `mutation { startFreePlay { ${USER_ERRORS} viewer { member { account accountType isTrial } wallet { balance } } } }`;

interface FreePlayShape {
  startFreePlay: {
    userErrors: UserErrorShape[];
    viewer: { member: { account: string; accountType: string; isTrial: boolean }; wallet: { balance: string } } | null;
  };
}

describe('startFreePlay', () => {
  let stack: GatewayStack;
  beforeAll(async () => {
    stack = await startGatewayStack();
  });
  beforeEach(async () => {
    await stack.control('POST', '/reset');
  });
  afterAll(async () => {
    await stack.close();
  });

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
});
