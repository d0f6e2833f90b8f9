import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callKey, startGatewayStack, VIEWER, type GatewayStack } from '../../../testing/gateway-stack.js';
import { errorCode } from '../../../testing/graphql-replies.js';
import { freePort } from '../../../testing/redis.js';
import { RedisProcesses } from '../../../testing/redis-processes.js';
import { calls } from '../../upstream/catalogue.js';
import { newKey, TRANSFER } from '../../../testing/money-fixtures.js';

const CLAIM = `mutation($input: ClaimRewardInput!) { claimReward(input: $input) { reward { id } userErrors { code } } }`;
const CONFIRM = `mutation($input: ConfirmWithdrawalInput!) { confirmWithdrawal(input: $input) { confirmation { id } userErrors { code } } }`;

const transferInput = () => ({ input: { fromWalletId: 2, toWalletId: 11, amount: '1.25', idempotencyKey: newKey() } });

/**
 * With REDIS_URL set, the idempotency keys live in Redis only: while it is away a money or points mutation is
 * refused (UPSTREAM_UNAVAILABLE) before anything reaches the platform, since a replica keeping keys in its own
 * memory would let another replica run the same key again. Reads go on. Finding 5 of issue 30.
 */
describe('money mutations while Redis is stopped', () => {
  let redis: RedisProcesses;
  let port: number;
  let stack: GatewayStack;
  let session: string;

  beforeAll(async () => {
    redis = await RedisProcesses.create('saola-idempotency-outage');
    port = await freePort();
    await redis.start(port, []);
    stack = await startGatewayStack({ redisUrl: `redis://127.0.0.1:${port}` });
    session = await stack.login();
    // With Redis up, a transfer runs as usual.
    expect((await stack.gql(TRANSFER, transferInput(), { session })).body.errors).toBeUndefined();
    await redis.stop(port);
    await stack.control('DELETE', '/calls');
  });
  afterAll(async () => {
    await stack.close();
    await redis.stopAll();
  });

  it('refuses every money and points mutation with UPSTREAM_UNAVAILABLE and sends nothing to the platform', async () => {
    const transfer = await stack.gql(TRANSFER, transferInput(), { session });
    expect(errorCode(transfer)).toBe('UPSTREAM_UNAVAILABLE');
    // The two mutations that send the platform no key of their own are guarded the same way.
    const claim = await stack.gql(CLAIM, { input: { rewardId: 'UmV3YXJkSXRlbTox', idempotencyKey: newKey() } }, { session });
    expect(errorCode(claim)).toBe('UPSTREAM_UNAVAILABLE');
    const confirm = await stack.gql(CONFIRM, { input: { withdrawalId: 'V2l0aGRyYXdhbENvbmZpcm1hdGlvbjox', answer: 'RECEIVED', idempotencyKey: newKey() } }, { session });
    expect(errorCode(confirm)).toBe('UPSTREAM_UNAVAILABLE');
    for (const reply of [transfer, claim, confirm]) expect(reply.raw).not.toMatch(/redis|ECONNREFUSED|6379|127\.0\.0\.1/i);

    const sent = (await stack.control('GET', '/calls')) as Record<string, number>;
    expect(sent[callKey(calls.walletTransfer)]).toBeUndefined();
    expect(sent[callKey(calls.claimReward)]).toBeUndefined();
    expect(sent[callKey(calls.confirmWithdrawal)]).toBeUndefined();
  });

  it('keeps answering reads', async () => {
    const viewer = await stack.gql<{ viewer: { member: { account: string } } }>(VIEWER, {}, { session });
    expect(viewer.body.errors).toBeUndefined();
    expect(viewer.body.data?.viewer.member.account).toBe('player01');
  });
});
