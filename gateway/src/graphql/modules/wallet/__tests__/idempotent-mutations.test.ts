import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../../infra/session/request-session.js';
import { startTestRedis, type TestRedis } from '../../../../testing/redis.js';
import { callKey, startGatewayStack, type GatewayStack } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { calls } from '../../../../infra/upstream/catalogue.js';
import { errorCode, newKey, TO_UPLINE, TRANSFER, WITHDRAW } from '../../../../testing/money-fixtures.js';
import { startReplica } from '../../../../testing/replica.js';

const transferInput = (key: string, amount = '10.50') => ({ input: { fromWalletId: 2, toWalletId: 11, amount, idempotencyKey: key } });

function replaysFirstAnswers(store: 'memory' | 'redis', redisUrl: () => string | undefined) {
  describe(`money mutations replay their first answer (${store} store)`, () => {
    const stack = useGatewayStack(() => ({ redisUrl: redisUrl() }), { reset: true });
    let session: string;
    beforeEach(async () => {
      session = await stack.login();
      await stack.control('DELETE', '/calls');
    });

    it('the same key twice: one platform call, identical answers', async () => {
      const key = newKey();
      const first = await stack.gql(TRANSFER, transferInput(key), { session });
      const second = await stack.gql(TRANSFER, transferInput(key), { session });
      expect(first.body.errors).toBeUndefined();
      expect(second.raw).toBe(first.raw);
      expect(await stack.upstreamCalls(callKey(calls.walletTransfer))).toBe(1);
    });

    it('50 concurrent copies: one platform call, 50 identical answers', async () => {
      const key = newKey();
      const replies = await Promise.all(Array.from({ length: 50 }, () => stack.gql(TRANSFER, transferInput(key), { session })));
      expect(new Set(replies.map((reply) => reply.raw)).size).toBe(1);
      expect(replies[0]?.body.errors).toBeUndefined();
      expect(await stack.upstreamCalls(callKey(calls.walletTransfer))).toBe(1);
    });

    it('a used key with another body is refused, and nothing is sent', async () => {
      const key = newKey();
      await stack.gql(TRANSFER, transferInput(key), { session });
      const other = await stack.gql(TRANSFER, transferInput(key, '11.00'), { session });
      expect(errorCode(other)).toBe('BAD_USER_INPUT');
      expect(other.body.errors?.[0]?.message).toMatch(/already used/);
      expect(await stack.upstreamCalls(callKey(calls.walletTransfer))).toBe(1);
    });

    it('a business refusal is kept as the answer: its retry makes no second call', async () => {
      const key = newKey();
      const first = await stack.gql(TO_UPLINE, { input: { amount: '99999999', idempotencyKey: key } }, { session });
      const second = await stack.gql(TO_UPLINE, { input: { amount: '99999999', idempotencyKey: key } }, { session });
      expect(first.raw).toContain('INSUFFICIENT_BALANCE');
      expect(second.raw).toBe(first.raw);
      expect(await stack.upstreamCalls(callKey(calls.transferToUpline))).toBe(1);
    });

    it('keys are per member: another member may use the same key', async () => {
      const key = newKey();
      await stack.gql(TRANSFER, transferInput(key), { session });
      const other = await stack.login('vip01');
      const reply = await stack.gql(TRANSFER, transferInput(key), { session: other });
      expect(reply.body.errors).toBeUndefined();
      expect(await stack.upstreamCalls(callKey(calls.walletTransfer))).toBe(2);
    });

    it('a request the platform never answered frees its key: the retry runs', async () => {
      const key = newKey();
      const input = { input: { receivingAccountId: 'UmVjZWl2aW5nQWNjb3VudDox', amount: '150', withdrawPassword: '666888', idempotencyKey: key } };
      await stack.control('PUT', '/faults', { path: calls.withdrawInfo.path, status: 503 });
      const failed = await stack.gql(WITHDRAW, input, { session });
      expect(errorCode(failed)).toBe('UPSTREAM_UNAVAILABLE');
      await stack.control('DELETE', '/faults');
      const retried = await stack.gql<{ withdraw: { userErrors: { code: string }[] } }>(WITHDRAW, input, { session });
      expect(retried.body.errors).toBeUndefined();
      expect(retried.body.data?.withdraw.userErrors[0]?.code).toBe('RECEIVING_ACCOUNT_INVALID');
    });
  });
}

replaysFirstAnswers('memory', () => undefined);

describe('with Redis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await redis.stop();
  });
  replaysFirstAnswers('redis', () => redis.url);

  describe('two gateway replicas sharing Redis', () => {
    let stack: GatewayStack;
    let replica: FastifyInstance;
    beforeAll(async () => {
      stack = await startGatewayStack({ redisUrl: redis.url });
      replica = await startReplica(stack.config);
    });
    afterAll(async () => {
      await replica.close();
      await stack.close();
    });

    it('copies spread over both replicas at once make one platform call, and all get the first answer', async () => {
      await stack.control('POST', '/reset');
      const session = await stack.login();
      await stack.control('DELETE', '/calls');
      const key = newKey();
      const onReplica = () =>
        replica
          .inject({
            method: 'POST',
            url: '/graphql',
            headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${session}` },
            payload: { query: TRANSFER, variables: transferInput(key) },
          })
          .then((reply) => reply.body);
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? stack.gql(TRANSFER, transferInput(key), { session }).then((reply) => reply.raw) : onReplica())));
      expect(new Set(answers).size).toBe(1);
      expect(answers[0]).toMatch(/"orderNo":"[0-9a-f]{32}"/);
      expect(await stack.upstreamCalls(callKey(calls.walletTransfer))).toBe(1);
    });
  });
});
