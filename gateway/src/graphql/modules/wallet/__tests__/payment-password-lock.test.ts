import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../../infra/session/request-session.js';
import { callKey, startGatewayStack, type GatewayStack } from '../../../../testing/gateway-stack.js';
import { payloadOf } from '../../../../testing/graphql-replies.js';
import { startTestRedis, type TestRedis } from '../../../../testing/redis.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { calls } from '../../../../infra/upstream/catalogue.js';
import { BIND_ACCOUNT, newKey, SET_WITHDRAW_PASSWORD, WITHDRAW } from '../../../../testing/money-fixtures.js';
import { startReplica } from '../../../../testing/replica.js';

const RIGHT = '666888';
const ACCOUNTS = '{ viewer { receivingAccounts { id } } }';
const LOCK_DETAILS = 'userErrors { field code details { retryAfterSeconds } }';
const WITHDRAW_LOCK = `mutation($input: WithdrawInput!) { withdraw(input: $input) { withdrawal { orderNo } ${LOCK_DETAILS} } }`;
const CONVERT = `mutation($input: ConvertPointsInput!) { convertPoints(input: $input) { conversion { orderNo } ${LOCK_DETAILS} } }`;
const REDEEM = `mutation($input: RedeemPointRewardInput!) { redeemPointReward(input: $input) { order { orderNo } ${LOCK_DETAILS} } }`;
const TO_DOWNLINE = `mutation($input: TransferToDownlineInput!) { transferToDownline(input: $input) { transfer { orderNo } ${LOCK_DETAILS} } }`;
const SUB01M1 = Buffer.from('Downline:100101:sub01m1').toString('base64url');
const REWARD_101 = Buffer.from('PointReward:101').toString('base64url');

interface Refusal {
  field: string | null;
  code: string;
  details?: { retryAfterSeconds: number | null } | null;
}

const userErrorsOf = (reply: { body: { data?: unknown; errors?: unknown } }): Refusal[] => {
  expect(reply.body.errors).toBeUndefined();
  const payload = Object.values(reply.body.data as Record<string, { userErrors: Refusal[] }>)[0];
  return payload?.userErrors ?? [];
};
const codesOf = (reply: { body: { data?: unknown; errors?: unknown } }) => userErrorsOf(reply).map((error) => error.code);

/**
 * The 6-digit withdraw password is checked by the platform on withdrawals, receiving accounts, the password
 * itself, points and transfers to downlines. Wrong ones are counted per account across all of them (5 per 15
 * minutes by default); at the limit every such call is refused before the platform hears of it. Finding 3 of
 * issue 30.
 */
describe('the withdraw-password lock', () => {
  describe('on one gateway', () => {
    const stack = useGatewayStack();
    let player: string;
    let receivingAccountId: string | undefined;
    beforeAll(async () => {
      player = await stack.login('player01');
      receivingAccountId = payloadOf(await stack.gql<{ viewer: { receivingAccounts: { id: string }[] } }>(ACCOUNTS, {}, { session: player }), 'viewer')
        .receivingAccounts[0]?.id;
    });

    const withdraw = (withdrawPassword: string) =>
      stack.gql(WITHDRAW_LOCK, { input: { receivingAccountId, amount: '100', withdrawPassword, idempotencyKey: newKey() } }, { session: player });

    it('counts wrong passwords over every call that checks one, then refuses them all without asking the platform', async () => {
      await stack.control('DELETE', '/calls');
      const wrong = '000000';
      expect(codesOf(await withdraw(wrong))).toEqual(['WITHDRAW_PASSWORD_WRONG']);
      expect(codesOf(await stack.gql(CONVERT, { input: { points: 100, withdrawPassword: wrong, idempotencyKey: newKey() } }, { session: player }))).toEqual([
        'WITHDRAW_PASSWORD_WRONG',
      ]);
      expect(codesOf(await stack.gql(REDEEM, { input: { rewardId: REWARD_101, withdrawPassword: wrong, idempotencyKey: newKey() } }, { session: player }))).toEqual([
        'WITHDRAW_PASSWORD_WRONG',
      ]);
      const bind = { bankCode: 'VCB', accountNumber: '0123456789', holderName: 'Nguyen Minh Anh', withdrawPassword: wrong, idempotencyKey: newKey() };
      expect(codesOf(await stack.gql(BIND_ACCOUNT, { input: bind }, { session: player }))).toEqual(['WITHDRAW_PASSWORD_WRONG']);
      const change = { currentPassword: wrong, newPassword: '135790', confirmPassword: '135790', idempotencyKey: newKey() };
      expect(codesOf(await stack.gql(SET_WITHDRAW_PASSWORD, { input: change }, { session: player }))).toEqual(['WITHDRAW_PASSWORD_WRONG']);
      const passwordChecks = async () =>
        Object.fromEntries(Object.entries((await stack.control('GET', '/calls')) as Record<string, number>).filter(([call]) => call.startsWith('POST ')));
      const tried = await passwordChecks();

      // The sixth try is refused, the right password too, with the wait; the platform hears of none of them.
      for (const locked of [await withdraw(wrong), await withdraw(RIGHT)]) {
        const [refusal] = userErrorsOf(locked);
        expect(refusal).toMatchObject({ field: 'withdrawPassword', code: 'WITHDRAW_PASSWORD_LOCKED' });
        expect(refusal?.details?.retryAfterSeconds).toBeGreaterThan(0);
        expect(refusal?.details?.retryAfterSeconds).toBeLessThanOrEqual(900);
      }
      expect(codesOf(await stack.gql(CONVERT, { input: { points: 100, withdrawPassword: RIGHT, idempotencyKey: newKey() } }, { session: player }))).toEqual([
        'WITHDRAW_PASSWORD_LOCKED',
      ]);
      expect(await passwordChecks()).toEqual(tried);
      for (const call of [calls.withdraw, calls.convertPoints, calls.redeemPointReward, calls.bindWithdrawAccount, calls.setPaymentPassword]) {
        expect([call.name, tried[callKey(call)]]).toEqual([call.name, 1]);
      }
    });

    it('counts transfers to downlines too', async () => {
      const agent = await stack.login('agent01');
      const transfer = (withdrawPassword: string) =>
        stack.gql(TO_DOWNLINE, { input: { downlineId: SUB01M1, amount: '10', withdrawPassword, idempotencyKey: newKey() } }, { session: agent });
      for (let attempt = 0; attempt < 5; attempt += 1) expect(codesOf(await transfer('000000'))).toEqual(['WITHDRAW_PASSWORD_WRONG']);
      await stack.control('DELETE', '/calls');
      expect(codesOf(await transfer(RIGHT))).toEqual(['WITHDRAW_PASSWORD_LOCKED']);
      expect(await stack.upstreamCalls(callKey(calls.transferToDownline))).toBe(0);
    });

    it('the right password clears the count', async () => {
      const member = await stack.login('vip01');
      const account = payloadOf(await stack.gql<{ viewer: { receivingAccounts: { id: string }[] } }>(ACCOUNTS, {}, { session: member }), 'viewer').receivingAccounts[0]?.id;
      const attempt = (withdrawPassword: string) =>
        stack.gql(WITHDRAW, { input: { receivingAccountId: account, amount: '100', withdrawPassword, idempotencyKey: newKey() } }, { session: member });
      for (let round = 0; round < 2; round += 1) {
        for (let wrong = 0; wrong < 4; wrong += 1) expect(codesOf(await attempt('000000'))).toEqual(['WITHDRAW_PASSWORD_WRONG']);
        expect(codesOf(await attempt(RIGHT))).toEqual([]);
      }
    });
  });

  describe('on two replicas sharing Redis', () => {
    let redis: TestRedis;
    let stack: GatewayStack;
    let replica: FastifyInstance;
    beforeAll(async () => {
      redis = await startTestRedis();
      stack = await startGatewayStack({ redisUrl: redis.url });
      replica = await startReplica(stack.config);
    });
    afterAll(async () => {
      await replica.close();
      await stack.close();
      await redis.stop();
    });

    it('counts the wrong passwords given to either replica together', async () => {
      const session = await stack.login('player01');
      const receivingAccountId = payloadOf(await stack.gql<{ viewer: { receivingAccounts: { id: string }[] } }>(ACCOUNTS, {}, { session }), 'viewer').receivingAccounts[0]?.id;
      const input = (withdrawPassword: string) => ({ input: { receivingAccountId, amount: '100', withdrawPassword, idempotencyKey: newKey() } });
      const onReplica = async (withdrawPassword: string) => {
        const reply = await replica.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${session}` },
          payload: { query: WITHDRAW_LOCK, variables: input(withdrawPassword) },
        });
        return { body: reply.json<{ data?: unknown; errors?: unknown }>() };
      };
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const reply = attempt % 2 === 0 ? await stack.gql(WITHDRAW_LOCK, input('000000'), { session }) : await onReplica('000000');
        expect(codesOf(reply)).toEqual(['WITHDRAW_PASSWORD_WRONG']);
      }
      expect(codesOf(await onReplica(RIGHT))).toEqual(['WITHDRAW_PASSWORD_LOCKED']);
      expect(codesOf(await stack.gql(WITHDRAW_LOCK, input(RIGHT), { session }))).toEqual(['WITHDRAW_PASSWORD_LOCKED']);
    });
  });
});
