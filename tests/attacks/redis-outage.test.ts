// Attack: Redis, where every replica keeps its idempotency keys, stalls or goes away (or is taken away) mid-mutation.
// If a replica then kept keys in its own memory, two replicas could each run the same key: the same money moved
// twice; a claim that landed after the gateway gave up on it must not leave copies waiting on nobody.
// With REDIS_URL set and Redis unreachable, every money and points mutation must fail closed with
// UPSTREAM_UNAVAILABLE before anything is sent to the platform, while reads keep working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../gateway/src/graphql/relay/global-id.js';
import { calls } from '../../gateway/src/infra/upstream/catalogue.js';
import { callKey, startGatewayStack, type GatewayStack } from '../../gateway/src/testing/gateway-stack.js';
import { redisCli, RedisProcesses } from '../../gateway/src/testing/redis-processes.js';
import { freePort } from '../../gateway/src/testing/redis.js';
import { centsMoved, recordAttack } from './support/ledger.js';
import { secondReplica } from './support/replicas.js';
import { ask, codeOf, newKey, type Answer } from './support/requests.js';
import { idempotentMutations, schemaFromSdl } from './support/schema.js';

const PAYMENT_PASSWORD = '666888';
const SUB01M1 = Buffer.from('Downline:100101:sub01m1').toString('base64url');

interface Attempt {
  /** Whose session sends it. */
  as: 'member' | 'agent';
  input: (context: { receivingAccountId: string }) => Record<string, unknown>;
}

/** Every @idempotent mutation with an input the gateway would otherwise take to the platform. */
const MONEY_MUTATIONS: Record<string, Attempt> = {
  transferBetweenWallets: { as: 'member', input: () => ({ fromWalletId: 2, toWalletId: 11, amount: '1.00' }) },
  transferAllToMain: { as: 'member', input: () => ({}) },
  transferToUpline: { as: 'member', input: () => ({ amount: '1.00' }) },
  withdraw: { as: 'member', input: ({ receivingAccountId }) => ({ receivingAccountId, amount: '100', withdrawPassword: PAYMENT_PASSWORD }) },
  bindReceivingAccount: { as: 'member', input: () => ({ bankCode: 'VCB', accountNumber: '0123456789', holderName: 'Minh Anh', withdrawPassword: PAYMENT_PASSWORD }) },
  setWithdrawPassword: { as: 'member', input: () => ({ currentPassword: PAYMENT_PASSWORD, newPassword: '135790', confirmPassword: '135790' }) },
  createDeposit: { as: 'member', input: () => ({ channelId: toGlobalId('DepositChannel', '1'), amount: '100' }) },
  redeemPointReward: { as: 'member', input: () => ({ rewardId: toGlobalId('PointReward', '101'), quantity: 1, withdrawPassword: PAYMENT_PASSWORD }) },
  convertPoints: { as: 'member', input: () => ({ points: 250, withdrawPassword: PAYMENT_PASSWORD }) },
  claimRafflePromotion: { as: 'member', input: () => ({ promotionId: toGlobalId('Promotion', '1') }) },
  applyPromotion: { as: 'member', input: () => ({ promotionId: toGlobalId('Promotion', '1') }) },
  claimReward: { as: 'member', input: () => ({ rewardId: toGlobalId('RewardItem', '1') }) },
  transferToDownline: { as: 'agent', input: () => ({ downlineId: SUB01M1, amount: '1', withdrawPassword: PAYMENT_PASSWORD }) },
  offerContract: { as: 'agent', input: () => ({ downlineId: SUB01M1, kind: 'DIVIDEND' }) },
  confirmWithdrawal: { as: 'agent', input: () => ({ withdrawalId: toGlobalId('WithdrawalConfirmation', '1'), answer: 'RECEIVED' }) },
};

const inputTypeOf = (mutation: string) => `${mutation[0]?.toUpperCase()}${mutation.slice(1)}Input!`;
const documentOf = (mutation: string) => `mutation($input: ${inputTypeOf(mutation)}) { ${mutation}(input: $input) { __typename } }`;
const WALLET = '{ viewer { member { account } wallet { mainBalance } } }';
/** How long a copy may wait for another replica's answer before it counts as stuck. */
const COPY_PATIENCE_MS = 20_000;
const TRANSFER = 'mutation($input: TransferBetweenWalletsInput!) { transferBetweenWallets(input: $input) { transfer { orderNo } userErrors { code } } }';

/** Platform calls that change something (anything but a GET), from a snapshot of the sandbox's counters. */
const writesIn = (counts: Record<string, number>) => Object.entries(counts).filter(([key]) => !key.startsWith('GET ')).reduce((sum, [, count]) => sum + count, 0);

describe('Redis stopped mid-mutation', () => {
  let redis: RedisProcesses;
  let port: number;
  let stack: GatewayStack;
  let replica: GatewayStack;
  let member: string;
  let agent: string;
  let receivingAccountId: string;

  beforeAll(async () => {
    redis = await RedisProcesses.create('saola-attack-redis');
    port = await freePort();
    await redis.start(port, []);
    stack = await startGatewayStack({ redisUrl: `redis://127.0.0.1:${port}`, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
    replica = await secondReplica(stack);
    member = await stack.login('player01');
    agent = await stack.login('agent01');
    const accounts = await ask<{ viewer: { receivingAccounts: { id: string }[] } }>(stack, { session: member, query: '{ viewer { receivingAccounts { id } } }' });
    receivingAccountId = accounts.data?.viewer.receivingAccounts[0]?.id ?? '';
  }, 60_000);
  afterAll(async () => {
    await replica?.close();
    await stack?.close();
    await redis?.stopAll();
  });

  it('every money and points mutation of the schema has an attempt here', () => {
    expect(idempotentMutations(schemaFromSdl())).toEqual(Object.keys(MONEY_MUTATIONS).sort());
  });

  it('Redis stalls while a transfer claims its key (the claim lands after the gateway gave up on it): a copy on the other replica is answered, never run twice', async () => {
    await stack.control('DELETE', '/calls');
    const input = { input: { fromWalletId: 2, toWalletId: 11, amount: '1.75', idempotencyKey: newKey() } };
    // Writes wait 1.5 s in Redis, longer than the gateway's command timeout: its claim times out here, then lands.
    await redisCli(['-p', String(port), 'CLIENT', 'PAUSE', '1500', 'WRITE']);
    const first = await ask(stack, { session: member, query: TRANSFER, variables: input });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const copy = await Promise.race([
      ask(replica, { session: member, query: TRANSFER, variables: input }),
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), COPY_PATIENCE_MS)),
    ]);
    const writes = await stack.upstreamCalls(callKey(calls.walletTransfer));
    const bothAnswered = first.errors.length === 0 && copy !== undefined && copy.errors.length === 0;
    recordAttack({ attack: 'Redis stalls mid-claim: a copy on the other replica', tries: 2, refused: writes <= 1 && copy !== undefined ? 1 : 0, moneyMoved: centsMoved(Math.max(0, writes - 1) * 175), dataLeaked: 0 });
    expect(copy, `the copy waited over ${COPY_PATIENCE_MS} ms on a claim nobody holds`).toBeDefined();
    expect(writes, 'platform transfers for one key').toBeLessThanOrEqual(1);
    if (bothAnswered) expect(copy?.raw).toBe(first.raw);
  }, 60_000);

  it('a transfer in flight when Redis stops: its retries fail closed instead of running again on another replica', async () => {
    await stack.control('DELETE', '/calls');
    // Slow enough that the transfer is still at the platform when Redis stops, however busy the machine.
    await stack.control('PUT', '/faults', { path: calls.walletTransfer.path, latencyMs: 5000 });
    const input = { input: { fromWalletId: 2, toWalletId: 11, amount: '2.50', idempotencyKey: newKey() } };
    const inFlight = ask(stack, { session: member, query: TRANSFER, variables: input });
    // Redis stops once the key is claimed and the transfer reached the platform (it counts calls on arrival).
    await expect.poll(() => stack.upstreamCalls(callKey(calls.walletTransfer)), { timeout: 30_000, interval: 20 }).toBe(1);
    await redis.stop(port);
    const first = await inFlight;
    await stack.control('DELETE', '/faults');
    const retries: Answer[] = [];
    for (let i = 0; i < 4; i++) retries.push(await ask(i % 2 === 0 ? replica : stack, { session: member, query: TRANSFER, variables: input }));
    const writes = await stack.upstreamCalls(callKey(calls.walletTransfer));
    recordAttack({ attack: 'Redis stopped mid-transfer: retries on both replicas', tries: 5, refused: retries.filter((retry) => codeOf(retry) === 'UPSTREAM_UNAVAILABLE').length, moneyMoved: centsMoved(Math.max(0, writes - 1) * 250), dataLeaked: 0 });
    expect(first.errors, first.raw).toEqual([]);
    expect(writes, 'platform transfers for one key').toBe(1);
    expect(retries.map(codeOf)).toEqual(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_UNAVAILABLE']);
  }, 60_000);

  it('with Redis away, every money and points mutation answers UPSTREAM_UNAVAILABLE and the platform sees nothing; reads work', async () => {
    await redis.stop(port);
    await stack.control('DELETE', '/calls');
    const codes: Record<string, string | undefined> = {};
    for (const [mutation, attempt] of Object.entries(MONEY_MUTATIONS)) {
      const input = { ...attempt.input({ receivingAccountId }), idempotencyKey: newKey() };
      const answer = await ask(replica, { session: attempt.as === 'member' ? member : agent, query: documentOf(mutation), variables: { input } });
      codes[mutation] = codeOf(answer);
    }
    const counts = (await stack.control('GET', '/calls')) as Record<string, number>;
    const read = await ask<{ viewer: { member: { account: string }; wallet: { mainBalance: string } } }>(stack, { session: member, query: WALLET });
    const refused = Object.values(codes).filter((code) => code === 'UPSTREAM_UNAVAILABLE').length;
    recordAttack({ attack: 'money mutations while Redis is away', tries: Object.keys(codes).length, refused, moneyMoved: '0.00', dataLeaked: 0 });
    expect(codes).toEqual(Object.fromEntries(Object.keys(MONEY_MUTATIONS).map((mutation) => [mutation, 'UPSTREAM_UNAVAILABLE'])));
    expect(writesIn(counts), JSON.stringify(counts)).toBe(0);
    expect(read.errors).toEqual([]);
    expect(read.data?.viewer.member.account).toBe('player01');
  }, 90_000);
});
