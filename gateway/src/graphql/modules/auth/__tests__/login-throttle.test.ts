import { describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { payloadOf } from '../../../../testing/graphql-replies.js';
import { LOGIN_MUTATION, openBrowser, type LoginShape, type TestBrowser } from '../../../../testing/test-browser.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

const PLATFORM_LOGIN = callKey(calls.login);

async function login(browser: TestBrowser, username: string, password: string): Promise<LoginShape> {
  return payloadOf(await browser.gql<{ login: LoginShape }>(LOGIN_MUTATION, { input: { username, password } }), 'login');
}

const codes = (payload: LoginShape) => payload.userErrors.map((e) => e.code);

describe('login throttles', () => {
  // Small budgets with the real one-minute window: each test stays far inside it, so counts are exact.
  const stack = useGatewayStack({ env: { LOGIN_LIMIT_PER_IP: '3', LOGIN_LIMIT_PER_USERNAME: '2' } }, { reset: true, clearCalls: true });

  it('limits attempts per client IP and sends nothing upstream once the budget is spent', async () => {
    const browser = openBrowser(stack);
    for (const account of ['player01', 'vip01', 'agent01']) expect(codes(await login(browser, account, 'secret88'))).toEqual([]);
    const refused = await login(browser, 'agent02', 'secret88');
    expect(refused.userErrors).toEqual([
      expect.objectContaining({ field: null, code: 'RATE_LIMITED', details: expect.objectContaining({ retryAfterSeconds: expect.any(Number) }) }),
    ]);
    expect(refused.userErrors[0]?.details?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.userErrors[0]?.details?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(refused.viewer).toBeNull();
    expect(await stack.upstreamCalls(PLATFORM_LOGIN)).toBe(3);
  });

  it('limits failed attempts per username across addresses; a success does not use the budget', async () => {
    // Successes are given back: however many, they leave the username's budget whole.
    for (let i = 0; i < 3; i += 1) expect(codes(await login(openBrowser(stack), 'vip01', 'secret88'))).toEqual([]);
    expect(codes(await login(openBrowser(stack), 'VIP01', 'wrong-1'))).toEqual(['INVALID_CREDENTIALS']);
    expect(codes(await login(openBrowser(stack), 'vip01', 'wrong-2'))).toEqual(['INVALID_CREDENTIALS']);
    const before = await stack.upstreamCalls(PLATFORM_LOGIN);

    const right = await login(openBrowser(stack), 'vip01', 'secret88');
    expect(codes(right)).toEqual(['RATE_LIMITED']);
    expect(right.viewer).toBeNull();
    expect(await stack.upstreamCalls(PLATFORM_LOGIN)).toBe(before);

    // Other usernames are not held back.
    expect(codes(await login(openBrowser(stack), 'player01', 'secret88'))).toEqual([]);
  });
});
