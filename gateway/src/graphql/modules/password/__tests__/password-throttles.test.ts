import { describe, expect, it } from 'vitest';
import { callKey, type GatewayStack } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { payloadOf } from '../../../../testing/graphql-replies.js';
import { loggedIn, nextIp, openBrowser, USER_ERRORS, type TestBrowser, type UserErrorShape } from '../../../../testing/test-browser.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { ${USER_ERRORS} viewer { member { account } } } }`;
const RESET_REQUEST = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { sent ${USER_ERRORS} } }`;

interface Payload {
  userErrors: UserErrorShape[];
}

const PLATFORM_CHANGE = callKey(calls.changePassword);
const PLATFORM_RESET_MAIL = callKey(calls.passwordResetEmail);

async function change(browser: TestBrowser, oldPassword: string, newPassword = 'fresh2024'): Promise<Payload> {
  return payloadOf(await browser.gql<{ changePassword: Payload }>(CHANGE, { input: { oldPassword, newPassword, confirmPassword: newPassword } }), 'changePassword');
}

async function requestReset(stack: GatewayStack, ip: string, username: string, email = `${username}@mail.saola.example`): Promise<Payload> {
  return payloadOf(await openBrowser(stack, ip).gql<{ requestPasswordReset: Payload }>(RESET_REQUEST, { input: { username, email } }), 'requestPasswordReset');
}

const codes = (payload: Payload) => payload.userErrors.map((e) => e.code);

/** The one RATE_LIMITED error, with a wait within the budget's window. */
function expectRateLimited(payload: Payload, windowSeconds: number): void {
  expect(payload.userErrors).toEqual([expect.objectContaining({ field: null, code: 'RATE_LIMITED' })]);
  const wait = payload.userErrors[0]?.details?.retryAfterSeconds ?? 0;
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
}

describe('password throttles (default budgets)', () => {
  const stack = useGatewayStack({}, { reset: true, clearCalls: true });

  it('allows 5 wrong current passwords per account in 15 minutes, then refuses even the right one, on any session', async () => {
    const browser = await loggedIn(stack, 'player01');
    for (let i = 1; i <= 5; i += 1) expect(codes(await change(browser, `wrong-${i}x`))).toEqual(['INVALID_CREDENTIALS']);
    expect(await stack.upstreamCalls(PLATFORM_CHANGE)).toBe(5);

    expectRateLimited(await change(browser, 'secret88'), 900);
    // The budget is the account's: a new session from another address is held back too.
    expectRateLimited(await change(await loggedIn(stack, 'player01'), 'secret88'), 900);
    expect(await stack.upstreamCalls(PLATFORM_CHANGE)).toBe(5);

    // Another account is not.
    const other = await loggedIn(stack, 'vip01');
    expect(codes(await change(other, 'wrong-1x'))).toEqual(['INVALID_CREDENTIALS']);
    expect(codes(await change(other, 'secret88'))).toEqual([]);
  });

  it('counts only wrong current passwords, and a successful change clears them', async () => {
    const browser = await loggedIn(stack, 'agent01');
    for (let i = 1; i <= 4; i += 1) expect(codes(await change(browser, `wrong-${i}x`))).toEqual(['INVALID_CREDENTIALS']);
    // Refused before the platform for the new password: not a guess, not counted.
    expect(codes(await change(browser, 'secret88', '123456'))).toEqual(['NOT_ALLOWED']);
    expect(codes(await change(browser, 'secret88'))).toEqual([]);

    for (let i = 1; i <= 5; i += 1) expect(codes(await change(browser, `again-${i}x`))).toEqual(['INVALID_CREDENTIALS']);
    expectRateLimited(await change(browser, 'fresh2024', 'later2024'), 900);
  });

  it('asks for at most 5 reset mails per client IP in 15 minutes', async () => {
    const ip = nextIp();
    // Unknown accounts still reach the platform (and are answered like known ones), so they spend the address's budget too.
    for (let i = 1; i <= 5; i += 1) expect(codes(await requestReset(stack, ip, `nobody${i}`))).toEqual([]);
    expect(await stack.upstreamCalls(PLATFORM_RESET_MAIL)).toBe(5);

    const refused = await requestReset(stack, ip, 'player01');
    expectRateLimited(refused, 900);
    expect(await stack.upstreamCalls(PLATFORM_RESET_MAIL)).toBe(5);
    expect(await stack.control('GET', '/mails')).toEqual([]);

    // Another address is not held back.
    expect(await requestReset(stack, nextIp(), 'player01')).toEqual({ sent: true, userErrors: [] });
    expect(await stack.upstreamCalls(PLATFORM_RESET_MAIL)).toBe(6);
  });

  it('asks for at most 3 reset mails per account in 15 minutes, from any address', async () => {
    for (let i = 0; i < 3; i += 1) expect(await requestReset(stack, nextIp(), 'vip01')).toEqual({ sent: true, userErrors: [] });
    const ip = nextIp();
    expectRateLimited(await requestReset(stack, ip, 'VIP01'), 900);
    expect(await stack.upstreamCalls(PLATFORM_RESET_MAIL)).toBe(3);

    // The same address may still ask for another account.
    expect(await requestReset(stack, ip, 'agent01')).toEqual({ sent: true, userErrors: [] });
    expect(await stack.upstreamCalls(PLATFORM_RESET_MAIL)).toBe(4);
  });
});
