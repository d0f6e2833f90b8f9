// Attack: one client rotates its source address to escape every per-client limit. An IPv6 client owns a whole /64
// (2^64 addresses) and may use a new one per request; an IPv4 client may send from its address and from the same
// address in IPv4-mapped IPv6 form. Either way it is one client: each throttle must count it once. A client that
// really holds many IPv4 addresses is stopped by the per-account limits instead (last block).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallSpec } from '../../gateway/src/infra/upstream/catalogue.js';
import { callKey, startGatewayStack, type GatewayStack } from '../../gateway/src/testing/gateway-stack.js';
import { startTestRedis, type TestRedis } from '../../gateway/src/testing/redis.js';
import { recordAttack } from './support/ledger.js';
import { ask, rateLimited, type Answer } from './support/requests.js';

const LIMITS = {
  RATE_LIMIT_PER_MINUTE: 40,
  LOGIN_LIMIT_PER_IP: 3,
  LOGIN_LIMIT_PER_USERNAME: 4,
  FREE_PLAY_LIMIT_PER_IP: 2,
  PASSWORD_RESET_LIMIT_PER_IP: 2,
  PASSWORD_RESET_LIMIT_PER_ACCOUNT: 3,
  // One a window; a window longer than the test, so the count is exact.
  SMS_SEND_INTERVAL_SECONDS: 600,
  CAPTCHA_INTERVAL_SECONDS: 600,
};
/** The gateway's fixed feedback budget per client (throttle/create-throttles.ts FEEDBACK_PER_IP). */
const FEEDBACK_PER_CLIENT = 10;

interface Throttled {
  name: string;
  /** Requests the attacker sends; well past the limit. */
  tries: number;
  /** How many may reach the platform (or, for the request budget, be answered). */
  allowed: number;
  /** The platform call the limit protects; none for the request budget, which counts answers. */
  call?: CallSpec;
  send(stack: GatewayStack, ip: string, i: number): Promise<Answer>;
}

const THROTTLED: Throttled[] = [
  {
    name: 'login attempts per client',
    tries: 12,
    allowed: LIMITS.LOGIN_LIMIT_PER_IP,
    call: calls.login,
    send: (stack, ip, i) => ask(stack, { ip, query: 'mutation($input: LoginInput!) { login(input: $input) { userErrors { code } } }', variables: { input: { username: `rotor${i}x`, password: 'wrong-pass1' } } }),
  },
  {
    name: 'free-play accounts per client',
    tries: 8,
    allowed: LIMITS.FREE_PLAY_LIMIT_PER_IP,
    call: calls.freePlay,
    send: (stack, ip) => ask(stack, { ip, query: 'mutation { startFreePlay { userErrors { code } viewer { member { id } } } }' }),
  },
  {
    name: 'SMS codes per client',
    tries: 6,
    allowed: 1,
    call: calls.smsNoLogin,
    send: (stack, ip, i) =>
      ask(stack, { ip, query: 'mutation($input: RequestSmsCodeInput!) { requestSmsCode(input: $input) { resendAfterSeconds userErrors { code } } }', variables: { input: { purpose: 'RESET_PASSWORD', mobile: `09${String(31_000_000 + i)}`, countryDialingCode: '84' } } }),
  },
  {
    name: 'captcha images per client',
    tries: 6,
    allowed: 1,
    call: calls.captcha,
    send: (stack, ip) => ask(stack, { ip, query: 'mutation { requestCaptcha { image userErrors { code } } }' }),
  },
  {
    name: 'password-reset mails per client',
    tries: 8,
    allowed: LIMITS.PASSWORD_RESET_LIMIT_PER_IP,
    call: calls.passwordResetEmail,
    send: (stack, ip, i) => ask(stack, { ip, query: 'mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { sent userErrors { code } } }', variables: { input: { username: `reset${i}x`, email: `reset${i}@mail.example` } } }),
  },
  {
    name: 'feedback messages per client',
    tries: 16,
    allowed: FEEDBACK_PER_CLIENT,
    call: calls.feedback,
    send: (stack, ip, i) => ask(stack, { ip, query: 'mutation($input: SubmitFeedbackInput!) { submitFeedback(input: $input) { feedbackId userErrors { code } } }', variables: { input: { type: 'OTHER', content: `the site is slow today number ${i}` } } }),
  },
  {
    name: 'request budget per client',
    tries: 60,
    allowed: LIMITS.RATE_LIMIT_PER_MINUTE,
    send: (stack, ip) => ask(stack, { ip, query: '{ site { status } }' }),
  },
];

const hex = () => randomBytes(2).toString('hex');
/** Every request from another address of the same /64. */
const inOneSlash64 = (block: number) => () => `2001:db8:${block.toString(16)}:64::`.replace('::', `:${hex()}:${hex()}:${hex()}:${hex()}`);
/** The same IPv4 address, plain and IPv4-mapped, in turn. */
const ipv4BothForms = (block: number) => {
  let turn = 0;
  return () => (turn++ % 2 === 0 ? `198.51.100.${block}` : `::ffff:198.51.100.${block}`);
};

describe('address rotation against every per-client limit', () => {
  let redis: TestRedis;
  let stack: GatewayStack;
  let block = 0;

  beforeAll(async () => {
    redis = await startTestRedis();
    stack = await startGatewayStack({ redisUrl: redis.url, env: Object.fromEntries(Object.entries(LIMITS).map(([name, value]) => [name, String(value)])) });
  });
  afterAll(async () => {
    await stack?.close();
    await redis?.stop();
  });

  async function rotate(throttled: Throttled, form: string, nextAddress: () => string): Promise<void> {
    await stack.control('DELETE', '/calls');
    const answers: Answer[] = [];
    for (let i = 0; i < throttled.tries; i++) answers.push(await throttled.send(stack, nextAddress(), i));
    const refused = answers.filter(rateLimited).length;
    const through = throttled.call === undefined ? throttled.tries - refused : await stack.upstreamCalls(callKey(throttled.call));
    recordAttack({ attack: `address rotation (${form}): ${throttled.name}`, tries: throttled.tries, refused, moneyMoved: '0.00', dataLeaked: 0 });
    expect(through, `${throttled.name}: requests let through from one rotating client`).toBeLessThanOrEqual(throttled.allowed);
    expect(refused).toBeGreaterThanOrEqual(throttled.tries - throttled.allowed);
  }

  for (const throttled of THROTTLED) {
    it(`a new IPv6 address of one /64 on every request is one client: ${throttled.name}`, async () => {
      await rotate(throttled, 'IPv6 /64', inOneSlash64(++block));
    });
    it(`an IPv4 address and its IPv4-mapped form are one client: ${throttled.name}`, async () => {
      await rotate(throttled, 'IPv4 / mapped', ipv4BothForms(++block));
    });
  }

  it('100 real IPv4 addresses guessing one account: the per-account limit holds, and the right password waits too', async () => {
    await stack.control('DELETE', '/calls');
    const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { userErrors { code } viewer { member { id } } } }';
    const answers: Answer[] = [];
    for (let i = 0; i < 100; i++) {
      answers.push(await ask(stack, { ip: `192.0.2.${i + 1}`, query: LOGIN, variables: { input: { username: 'vip01', password: `guess-${i}x` } } }));
    }
    const right = await ask<{ login: { viewer: unknown } }>(stack, { ip: '192.0.2.201', query: LOGIN, variables: { input: { username: 'vip01', password: 'secret88' } } });
    const platformChecks = await stack.upstreamCalls(callKey(calls.login));
    const refused = answers.filter(rateLimited).length + (rateLimited(right) ? 1 : 0);
    recordAttack({ attack: 'address rotation (100 IPv4): one account\'s login password', tries: 101, refused, moneyMoved: '0.00', dataLeaked: right.data?.login.viewer ? 1 : 0 });
    expect(platformChecks).toBeLessThanOrEqual(LIMITS.LOGIN_LIMIT_PER_USERNAME);
    expect(rateLimited(right), 'the right password while the account is locked').toBe(true);
  });
});
