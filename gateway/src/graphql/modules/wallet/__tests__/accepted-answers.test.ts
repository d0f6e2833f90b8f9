import { describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { payloadOf } from '../../../../testing/graphql-replies.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { calls } from '../../../../infra/upstream/catalogue.js';
import { errorCode, newKey, TO_UPLINE, WITHDRAW } from '../../../../testing/money-fixtures.js';

const ACCOUNTS = '{ viewer { receivingAccounts { id } } }';
const WITHDRAWALS = '{ viewer { withdrawals(first: 20) { totalCount edges { node { orderNo amount } } } } }';
const MAIN_BALANCE = '{ viewer { wallet { mainBalance } } }';

interface WithdrawPayload {
  withdraw: {
    withdrawal: { orderNo: string; amount: string; status: string } | null;
    wallet: { mainBalance: string } | null;
    userErrors: { code: string }[];
  };
}

interface Withdrawals {
  viewer: { withdrawals: { totalCount: number; edges: { node: { orderNo: string; amount: string } }[] } };
}

/**
 * Once the platform accepted a money write, its answer stands for the key whatever fails after it: a failed
 * re-read must not answer an error (the member would try again with a new key and move the money twice), and a
 * retry must not reach the platform again. Finding 4 of issue 30.
 */
describe('answers kept once the platform accepted', () => {
  // A platform deadline of its own (2 s) and a re-read far slower (10 s): it times out after the write went through.
  const stack = useGatewayStack({ env: { UPSTREAM_TIMEOUT_MS: '2000' } }, { reset: true, clearCalls: true });

  const accountOf = async (session: string) =>
    payloadOf(await stack.gql<{ viewer: { receivingAccounts: { id: string }[] } }>(ACCOUNTS, {}, { session }), 'viewer').receivingAccounts[0]?.id;
  const withdrawals = async (session: string) => payloadOf(await stack.gql<Withdrawals>(WITHDRAWALS, {}, { session }), 'viewer').withdrawals;

  it('a transfer to the upline whose balance re-read fails is answered as done; the retry replays it; one platform transfer', async () => {
    const session = await stack.login('player01');
    const upline = await stack.login('agent01');
    const uplineBefore = payloadOf(await stack.gql<{ viewer: { wallet: { mainBalance: string } } }>(MAIN_BALANCE, {}, { session: upline }), 'viewer');
    await stack.control('DELETE', '/calls');
    await stack.control('PUT', '/faults', { path: calls.balance.path, status: 503 });
    const input = { input: { amount: '12.50', note: 'Trả tiền', idempotencyKey: newKey() } };

    const first = await stack.gql<{ transferToUpline: { transfer: { amount: string } | null; wallet: unknown; userErrors: unknown[] } }>(TO_UPLINE, input, { session });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.transferToUpline).toMatchObject({ transfer: { amount: '12.50' }, wallet: null, userErrors: [] });

    await stack.control('DELETE', '/faults');
    const retry = await stack.gql(TO_UPLINE, input, { session });
    expect(retry.raw).toBe(first.raw);
    expect(await stack.upstreamCalls(callKey(calls.transferToUpline))).toBe(1);
    const uplineAfter = payloadOf(await stack.gql<{ viewer: { wallet: { mainBalance: string } } }>(MAIN_BALANCE, {}, { session: upline }), 'viewer');
    expect(Number(uplineAfter.wallet.mainBalance) - Number(uplineBefore.wallet.mainBalance)).toBeCloseTo(12.5, 2);
  });

  it('a withdrawal whose re-read times out, retried with the same key, answers the first result; the platform has one withdrawal', async () => {
    const session = await stack.login('player01');
    const receivingAccountId = await accountOf(session);
    const before = await withdrawals(session);
    await stack.control('DELETE', '/calls');
    await stack.control('PUT', '/faults', { path: calls.balance.path, latencyMs: 10_000 });
    const input = { input: { receivingAccountId, amount: '150', withdrawPassword: '666888', idempotencyKey: newKey() } };

    const first = await stack.gql<WithdrawPayload>(WITHDRAW, input, { session });
    const answered = payloadOf(first, 'withdraw');
    expect(answered).toMatchObject({ withdrawal: { amount: '150.00', status: 'PENDING' }, wallet: null, userErrors: [] });

    await stack.control('DELETE', '/faults');
    const retry = await stack.gql<WithdrawPayload>(WITHDRAW, input, { session });
    expect(retry.raw).toBe(first.raw);
    expect(await stack.upstreamCalls(callKey(calls.withdraw))).toBe(1);
    const after = await withdrawals(session);
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.edges.filter((edge) => edge.node.orderNo === answered.withdrawal?.orderNo)).toHaveLength(1);
  }, 60_000);

  it("the platform's duplicate-order answer to a retried order number is answered as the order placed, never as a fault", async () => {
    const session = await stack.login('player01');
    const receivingAccountId = await accountOf(session);
    const before = await withdrawals(session);
    await stack.control('DELETE', '/calls');
    // The platform places the first try's order, and its answer is lost on the way back.
    await stack.control('PUT', '/faults', { path: calls.withdraw.path, outage: true, afterHandling: true, times: 1 });
    const input = { input: { receivingAccountId, amount: '120', withdrawPassword: '666888', idempotencyKey: newKey() } };

    const lost = await stack.gql(WITHDRAW, input, { session });
    expect(errorCode(lost)).toBe('UPSTREAM_UNAVAILABLE');
    expect((await withdrawals(session)).totalCount).toBe(before.totalCount + 1);

    // The member retries with the same key: the same order number reaches the platform, which says it has it.
    const retry = payloadOf(await stack.gql<WithdrawPayload>(WITHDRAW, input, { session }), 'withdraw');
    expect(retry.userErrors).toEqual([]);
    expect(retry.withdrawal).toMatchObject({ amount: '120.00', status: 'PENDING' });
    expect(await stack.upstreamCalls(callKey(calls.withdraw))).toBe(2);
    const after = await withdrawals(session);
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.edges[0]?.node).toEqual({ orderNo: retry.withdrawal?.orderNo, amount: '120.00' });
  });
});
