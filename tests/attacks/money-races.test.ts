// Attack: move money twice. A client (or a flaky network) replays one money mutation: 1,000 copies at once over two
// replicas, copies while the platform is slow, a retry after the platform accepted but the gateway's re-read
// failed or timed out, a retry after the platform's own answer was lost, and one document of 15 aliased money
// mutations. Every copy must get the first answer and the platform must see one write.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls } from '../../gateway/src/infra/upstream/catalogue.js';
import { callKey, startGatewayStack, type GatewayStack } from '../../gateway/src/testing/gateway-stack.js';
import { startTestRedis, type TestRedis } from '../../gateway/src/testing/redis.js';
import { centsMoved, recordAttack } from './support/ledger.js';
import { secondReplica } from './support/replicas.js';
import { ask, newKey, type Answer } from './support/requests.js';

const TRANSFER = 'mutation($input: TransferBetweenWalletsInput!) { transferBetweenWallets(input: $input) { transfer { orderNo amount } wallet { mainBalance } userErrors { code } } }';
const TO_UPLINE = 'mutation($input: TransferToUplineInput!) { transferToUpline(input: $input) { transfer { orderNo amount } wallet { mainBalance } userErrors { code } } }';
const WITHDRAW = 'mutation($input: WithdrawInput!) { withdraw(input: $input) { withdrawal { orderNo amount status } wallet { mainBalance } userErrors { code } } }';
const STATE = '{ viewer { wallet { mainBalance vendorWallets { walletId balance } } receivingAccounts { id } withdrawals(first: 50) { totalCount } } }';

interface State {
  viewer: { wallet: { mainBalance: string; vendorWallets: { walletId: number; balance: string }[] }; receivingAccounts: { id: string }[]; withdrawals: { totalCount: number } };
}

const cents = (decimal: string | undefined) => Math.round(Number(decimal ?? 'NaN') * 100);
const BALANCE_PATH = calls.balance.path;
/** Ample for 1,000 copies on a busy 2-core machine (about 4 s when nothing is stuck). */
const ALL_ANSWERED_MS = 45_000;
/** A replica that gives up on the platform after 2 s, against a platform call far slower (10 s). */
const IMPATIENT = { upstreamTimeoutMs: 2_000 };
const SLOW_PLATFORM_MS = 10_000;

describe('replayed and raced money mutations', () => {
  let redis: TestRedis;
  let stack: GatewayStack;
  let replica: GatewayStack;
  let session: string;

  beforeAll(async () => {
    redis = await startTestRedis();
    stack = await startGatewayStack({ redisUrl: redis.url, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
    replica = await secondReplica(stack);
  });
  beforeEach(async () => {
    await stack.control('DELETE', '/faults');
    await stack.control('POST', '/reset');
    session = await stack.login('player01');
    await stack.control('DELETE', '/calls');
  });
  afterAll(async () => {
    await replica?.close();
    await stack?.close();
    await redis?.stop();
  });

  const state = async () => (await ask<State>(stack, { session, query: STATE })).data?.viewer;

  it('copies sent while the platform is slow (1.5 s a transfer): one write, identical answers', async () => {
    await stack.control('PUT', '/faults', { path: calls.walletTransfer.path, latencyMs: 1500 });
    const before = await state();
    const input = { input: { fromWalletId: 2, toWalletId: 11, amount: '3.00', idempotencyKey: newKey() } };
    const first = Promise.all(Array.from({ length: 100 }, (_, i) => ask(i % 2 === 0 ? stack : replica, { session, query: TRANSFER, variables: input })));
    // A second wave while the first is still at the platform: the impatient client's retries.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const second = Promise.all(Array.from({ length: 100 }, (_, i) => ask(i % 2 === 0 ? replica : stack, { session, query: TRANSFER, variables: input })));
    const answers = [...(await first), ...(await second)];
    await stack.control('DELETE', '/faults');
    const writes = await stack.upstreamCalls(callKey(calls.walletTransfer));
    const moved = cents(before?.wallet.mainBalance) - cents((await state())?.wallet.mainBalance);
    recordAttack({ attack: 'duplicates while the platform is slow', tries: 200, refused: 199, moneyMoved: centsMoved(moved - 300), dataLeaked: 0 });
    expect(writes).toBe(1);
    expect(new Set(answers.map((answer) => answer.raw)).size).toBe(1);
    expect(moved).toBe(300);
  });

  it('transferToUpline whose balance re-read fails after the platform accepted: the retry replays, one platform transfer', async () => {
    const before = await state();
    const input = { input: { amount: '12.00', idempotencyKey: newKey() } };
    await stack.control('PUT', '/faults', { path: BALANCE_PATH, status: 503 });
    const first = await ask<{ transferToUpline: { transfer: unknown } }>(stack, { session, query: TO_UPLINE, variables: input });
    await stack.control('DELETE', '/faults');
    const retry = await ask(replica, { session, query: TO_UPLINE, variables: input });
    const writes = await stack.upstreamCalls(callKey(calls.transferToUpline));
    const moved = cents(before?.wallet.mainBalance) - cents((await state())?.wallet.mainBalance);
    recordAttack({ attack: 'retry after a failed re-read (transferToUpline)', tries: 2, refused: writes <= 1 ? 1 : 0, moneyMoved: centsMoved(Math.max(0, writes - 1) * 1200), dataLeaked: 0 });
    expect(first.errors, 'the member was told the accepted transfer failed').toEqual([]);
    expect(first.data?.transferToUpline.transfer).not.toBeNull();
    expect(retry.raw).toBe(first.raw);
    expect(writes).toBe(1);
    expect(moved).toBe(1200);
  });

  it('a withdrawal whose re-read times out, retried with the same key: the first result, one withdrawal', async () => {
    const before = await state();
    const input = { input: { receivingAccountId: before?.receivingAccounts[0]?.id, amount: '100', withdrawPassword: '666888', idempotencyKey: newKey() } };
    // The balance read after the withdrawal times out on a replica that gives up after 2 s.
    const impatient = await secondReplica(stack, IMPATIENT);
    await stack.control('PUT', '/faults', { path: BALANCE_PATH, latencyMs: SLOW_PLATFORM_MS });
    const first = await ask<{ withdraw: { withdrawal: { orderNo: string } | null } }>(impatient, { session, query: WITHDRAW, variables: input }).finally(() => impatient.close());
    await stack.control('DELETE', '/faults');
    const retry = await ask(replica, { session, query: WITHDRAW, variables: input });
    const writes = await stack.upstreamCalls(callKey(calls.withdraw));
    const after = await state();
    const withdrawals = (after?.withdrawals.totalCount ?? 0) - (before?.withdrawals.totalCount ?? 0);
    recordAttack({ attack: 'retry after a timed-out re-read (withdraw)', tries: 2, refused: writes <= 1 ? 1 : 0, moneyMoved: centsMoved(Math.max(0, withdrawals - 1) * 10_000), dataLeaked: 0 });
    expect(first.errors).toEqual([]);
    expect(first.data?.withdraw.withdrawal).not.toBeNull();
    expect(retry.raw).toBe(first.raw);
    expect(writes).toBe(1);
    expect(withdrawals).toBe(1);
  }, 90_000);

  it('a withdrawal whose answer was lost (the platform took it, the gateway timed out): the retry answers the withdrawal, never a fault', async () => {
    const before = await state();
    const input = { input: { receivingAccountId: before?.receivingAccounts[0]?.id, amount: '100', withdrawPassword: '666888', idempotencyKey: newKey() } };
    // The platform places the withdrawal at once and sends its answer too late for the impatient replica.
    await stack.control('PUT', '/faults', { path: calls.withdraw.path, latencyMs: SLOW_PLATFORM_MS, afterHandling: true, times: 1 });
    const impatient = await secondReplica(stack, IMPATIENT);
    await ask(impatient, { session, query: WITHDRAW, variables: input });
    // The platform finishes the first withdrawal after the gateway gave up on it.
    await expect.poll(async () => (await state())?.withdrawals.totalCount, { timeout: 60_000, interval: 200 }).toBe((before?.withdrawals.totalCount ?? 0) + 1);
    await impatient.close();
    const retries: Answer<{ withdraw: { withdrawal: { orderNo: string } | null } }>[] = [];
    for (let i = 0; i < 3; i++) retries.push(await ask(i % 2 === 0 ? replica : stack, { session, query: WITHDRAW, variables: input }));
    const after = await state();
    const withdrawals = (after?.withdrawals.totalCount ?? 0) - (before?.withdrawals.totalCount ?? 0);
    recordAttack({ attack: 'retry after the platform\'s answer was lost (withdraw)', tries: 4, refused: 3 - Math.max(0, withdrawals - 1), moneyMoved: centsMoved(Math.max(0, withdrawals - 1) * 10_000), dataLeaked: 0 });
    expect(retries.map((retry) => retry.errors), 'the retries were shown a fault').toEqual([[], [], []]);
    const orderNo = retries[0]?.data?.withdraw.withdrawal?.orderNo;
    expect(orderNo).toBeDefined();
    expect(retries.map((retry) => retry.data?.withdraw.withdrawal?.orderNo)).toEqual([orderNo, orderNo, orderNo]);
    expect(withdrawals).toBe(1);
  }, 90_000);

  it('15 aliased money mutations in one document are refused: at most one reaches the platform', async () => {
    const before = await state();
    const aliases = Array.from({ length: 15 }, (_, i) => `t${i}: transferBetweenWallets(input: { fromWalletId: 2, toWalletId: 11, amount: "1.00", idempotencyKey: "${newKey()}" }) { transfer { orderNo } userErrors { code } }`);
    const answer = await ask(stack, { session, query: `mutation { ${aliases.join('\n')} }` });
    const writes = await stack.upstreamCalls(callKey(calls.walletTransfer));
    const moved = cents(before?.wallet.mainBalance) - cents((await state())?.wallet.mainBalance);
    recordAttack({ attack: '15 aliased money mutations in one document', tries: 15, refused: 15 - writes, moneyMoved: centsMoved(Math.max(0, moved - 100)), dataLeaked: 0 });
    expect(writes).toBeLessThanOrEqual(1);
    expect(answer.errors.length, 'the document was not refused').toBeGreaterThan(0);
    expect(moved).toBeLessThanOrEqual(100);
  });

  it('15 aliased payment-password guesses in one document: at most one reaches the platform', async () => {
    const aliases = Array.from({ length: 15 }, (_, i) => `c${i}: convertPoints(input: { points: 250, withdrawPassword: "${String(200_000 + i)}", idempotencyKey: "${newKey()}" }) { conversion { orderNo } userErrors { code } }`);
    const answer = await ask(stack, { session, query: `mutation { ${aliases.join('\n')} }` });
    const checks = await stack.upstreamCalls(callKey(calls.convertPoints));
    recordAttack({ attack: '15 aliased payment-password guesses in one document', tries: 15, refused: 15 - checks, moneyMoved: '0.00', dataLeaked: 0 });
    expect(checks).toBeLessThanOrEqual(1);
    expect(answer.errors.length).toBeGreaterThan(0);
  });
  // Last in the file: copies stuck on a claim (the bug this catches) would otherwise run into the next test.
  it('1,000 concurrent copies of one transfer (same key) over two replicas: one platform write, 1,000 identical answers, all within 45 s', async () => {
    const before = await state();
    const input = { input: { fromWalletId: 2, toWalletId: 11, amount: '7.25', idempotencyKey: newKey() } };
    const copies = Promise.all(Array.from({ length: 1000 }, (_, i) => ask(i % 2 === 0 ? stack : replica, { session, query: TRANSFER, variables: input })));
    const answers = await Promise.race([copies, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ALL_ANSWERED_MS))]);
    const writes = await stack.upstreamCalls(callKey(calls.walletTransfer));
    const after = await state();
    const moved = cents(before?.wallet.mainBalance) - cents(after?.wallet.mainBalance);
    const distinct = new Set((answers ?? []).map((answer) => answer.raw));
    recordAttack({ attack: '1,000 concurrent duplicates of a transfer (2 replicas)', tries: 1000, refused: answers === undefined ? 0 : 999, moneyMoved: centsMoved(moved - 725), dataLeaked: 0 });
    expect(answers, `copies still unanswered after ${ALL_ANSWERED_MS} ms`).toBeDefined();
    expect(writes).toBe(1);
    expect(distinct.size, [...distinct].slice(0, 3).join('\n')).toBe(1);
    expect(answers?.[0]?.raw).toContain('"amount":"7.25"');
    expect(moved).toBe(725);
  }, 90_000);
});
