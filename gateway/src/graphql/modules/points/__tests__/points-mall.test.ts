import { beforeEach, describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import type { GraphqlReply } from '../../../../testing/graphql-replies.js';
import { calls } from '../../../../infra/upstream/catalogue.js';
import { errorCode, newKey } from '../../../../testing/money-fixtures.js';

const PAYMENT_PASSWORD = '666888';
const rewardId = (id: number) => Buffer.from(`PointReward:${id}`).toString('base64url');

const MALL = /* GraphQL */ `
  query Mall($type: PointRewardType) {
    viewer {
      points {
        id balance pendingPoints totalEarned totalSpent
        rules { pointsRatio minConvertPoints maxConvertPoints maxRedeemQuantity newMemberBonusPoints neverExpire earnRates { pointType betAmountPerPoint } }
        rewards(type: $type) { id name imageUrl type pointsRequired amount stock minVipLevel soldOut }
      }
    }
  }
`;

const HISTORY = /* GraphQL */ `
  query History($status: RedeemStatus, $pointType: PointType) {
    viewer {
      points {
        redeemOrders(first: 5, filter: { status: $status }) { totalCount edges { node { orderNo rewardName rewardType quantity points amount status paidAccount createdAt } } }
        details(first: 5, filter: { pointType: $pointType }) { totalCount totalIn totalOut edges { node { pointType points balanceAfter orderNo } } }
      }
    }
  }
`;

const REDEEM = /* GraphQL */ `
  mutation Redeem($input: RedeemPointRewardInput!) {
    redeemPointReward(input: $input) {
      order { orderNo rewardName quantity points amount status paidAccount receivingAddress }
      pointsBalance
      viewer { points { balance } }
      userErrors { field code message details { maxPoints limit } }
    }
  }
`;

const CONVERT = /* GraphQL */ `
  mutation Convert($input: ConvertPointsInput!) {
    convertPoints(input: $input) {
      conversion { orderNo points amount pointsBalance mainBalance }
      viewer { wallet { mainBalance } points { balance } }
      userErrors { field code details { minPoints maxPoints } }
    }
  }
`;

interface Reward {
  id: string;
  name: string;
  imageUrl: string | null;
  type: string;
  pointsRequired: number;
  amount: string;
  stock: number;
  minVipLevel: number;
  soldOut: boolean;
}
interface Mall {
  viewer: { points: { id: string; balance: number; pendingPoints: number; rules: { pointsRatio: number; maxRedeemQuantity: number }; rewards: Reward[] } };
}
type RedeemReply = {
  redeemPointReward: {
    order: { orderNo: string; quantity: number; points: number; amount: string; status: string; paidAccount: string | null; receivingAddress: string | null } | null;
    pointsBalance: number | null;
    viewer: { points: { balance: number } } | null;
    userErrors: { field: string | null; code: string; details: { maxPoints: number | null; limit: number | null } | null }[];
  };
};
interface ConvertReply {
  convertPoints: {
    conversion: { points: number; amount: string; pointsBalance: number; mainBalance: string } | null;
    viewer: { wallet: { mainBalance: string }; points: { balance: number } } | null;
    userErrors: { field: string | null; code: string; details: { minPoints: number | null; maxPoints: number | null } | null }[];
  };
}

const codes = (errors: { code: string }[] | undefined) => (errors ?? []).map((error) => error.code);

describe('points mall', () => {
  const stack = useGatewayStack({}, { reset: true });
  let session: string;
  beforeEach(async () => {
    session = await stack.login();
    await stack.control('DELETE', '/calls');
  });

  const balance = async () => (await stack.gql<Mall>(MALL, undefined, { session })).body.data?.viewer.points.balance ?? -1;
  const redeem = (input: Record<string, unknown>, as = session) =>
    stack.gql<RedeemReply>(REDEEM, { input: { withdrawPassword: PAYMENT_PASSWORD, idempotencyKey: newKey(), ...input } }, { session: as });

  it('reads the balance, the rules and the catalogue with pictures, stock and VIP levels', async () => {
    const { body } = await stack.gql<Mall>(MALL, undefined, { session });
    expect(body.errors).toBeUndefined();
    const points = body.data?.viewer.points;
    expect(points?.balance).toBeGreaterThan(1000);
    expect(points?.rules).toMatchObject({ pointsRatio: 10, maxRedeemQuantity: 10 });
    expect(points?.rewards).toHaveLength(12);
    expect(points?.rewards[0]).toMatchObject({ name: 'Tiền thưởng 10', type: 'CASH', pointsRequired: 100, amount: '10.00', soldOut: false });
    expect(points?.rewards[0]?.imageUrl).toBe(`${stack.sandbox.url}/__sandbox/assets/points/rewards/101.vi.svg`);
    expect(points?.rewards.find((reward) => reward.stock === 0)).toMatchObject({ soldOut: true });
    expect(points?.rewards.find((reward) => reward.minVipLevel === 6)).toMatchObject({ type: 'PHYSICAL' });
    // Three reads for every field of the page, one each.
    for (const call of [calls.pointBalance, calls.pointConfig, calls.pointRewards]) expect([call.name, await stack.upstreamCalls(callKey(call))]).toEqual([call.name, 1]);
    const physical = await stack.gql<Mall>(MALL, { type: 'PHYSICAL' }, { session });
    expect(physical.body.data?.viewer.points.rewards.map((reward) => reward.type)).toEqual(['PHYSICAL', 'PHYSICAL', 'PHYSICAL', 'PHYSICAL', 'PHYSICAL', 'PHYSICAL']);
  });

  it('redeems with the payment password: points go down, the order is in process and in the history', async () => {
    const before = await balance();
    const reply = await redeem({ rewardId: rewardId(101), quantity: 2 });
    expect(reply.body.errors).toBeUndefined();
    const answer = reply.body.data?.redeemPointReward;
    expect(answer?.userErrors).toEqual([]);
    expect(answer?.order).toMatchObject({ quantity: 2, points: 200, status: 'IN_PROCESS', paidAccount: 'MAIN_WALLET' });
    expect(answer?.pointsBalance).toBe(before - 200);
    expect(answer?.viewer?.points.balance).toBe(before - 200);

    const history = await stack.gql<{ viewer: { points: { redeemOrders: { edges: { node: { orderNo: string; status: string } }[] }; details: { edges: { node: { pointType: string; points: number } }[] } } } }>(
      HISTORY,
      { status: 'IN_PROCESS', pointType: 'REDEEM' },
      { session },
    );
    expect(history.body.errors).toBeUndefined();
    expect(history.body.data?.viewer.points.redeemOrders.edges[0]?.node).toMatchObject({ orderNo: answer?.order?.orderNo, status: 'IN_PROCESS' });
    expect(history.body.data?.viewer.points.details.edges[0]?.node).toMatchObject({ pointType: 'REDEEM', points: -200 });
  });

  it('a retry with the same key gets the first answer with one platform call', async () => {
    const input = { rewardId: rewardId(101), withdrawPassword: PAYMENT_PASSWORD, idempotencyKey: newKey() };
    const first = await stack.gql<RedeemReply>(REDEEM, { input }, { session });
    const copies = await Promise.all([1, 2, 3].map(() => stack.gql<RedeemReply>(REDEEM, { input }, { session })));
    expect(first.body.data?.redeemPointReward.order?.orderNo).toBeDefined();
    for (const copy of copies) expect(copy.body.data?.redeemPointReward.order).toEqual(first.body.data?.redeemPointReward.order);
    expect(await stack.upstreamCalls(callKey(calls.redeemPointReward))).toBe(1);
  });

  it('a wrong or unset payment password is the platform reason, typed, and takes no points', async () => {
    const before = await balance();
    const wrong = await redeem({ rewardId: rewardId(101), withdrawPassword: '000000' });
    expect(wrong.body.data?.redeemPointReward).toMatchObject({ order: null, userErrors: [{ field: 'withdrawPassword', code: 'WITHDRAW_PASSWORD_WRONG' }] });
    expect(await balance()).toBe(before);
    expect(await stack.upstreamCalls(callKey(calls.redeemPointReward))).toBe(1);

    const newcomer = await stack.login('player02', '123456');
    const changed = await stack.gql<{ changePassword: { viewer: unknown } }>(
      `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { viewer { member { account } } } }`,
      { input: { oldPassword: '123456', newPassword: 'fresh2025', confirmPassword: 'fresh2025' } },
      { session: newcomer },
    );
    const unset = await redeem({ rewardId: rewardId(101) }, changed.session ?? newcomer);
    expect(codes(unset.body.data?.redeemPointReward.userErrors)).toEqual(['WITHDRAW_PASSWORD_NOT_SET']);
  });

  it('refuses what it can see failing before asking the platform: stock, points, quantity, address', async () => {
    expect(codes((await redeem({ rewardId: rewardId(111), receivingAddress: '1 Lê Lợi, Q1' })).body.data?.redeemPointReward.userErrors)).toEqual(['OUT_OF_STOCK']);
    const poor = await redeem({ rewardId: rewardId(103), quantity: 10 });
    expect(poor.body.data?.redeemPointReward.userErrors[0]).toMatchObject({ code: 'INSUFFICIENT_POINTS', details: { maxPoints: await balance() } });
    expect((await redeem({ rewardId: rewardId(101), quantity: 11 })).body.data?.redeemPointReward.userErrors[0]).toMatchObject({ field: 'quantity', code: 'TOO_LARGE', details: { limit: 10 } });
    expect((await redeem({ rewardId: rewardId(101), quantity: 0 })).body.data?.redeemPointReward.userErrors[0]).toMatchObject({ field: 'quantity', code: 'TOO_SMALL' });
    expect((await redeem({ rewardId: rewardId(106) })).body.data?.redeemPointReward.userErrors[0]).toMatchObject({ field: 'receivingAddress', code: 'REQUIRED' });
    expect((await redeem({ rewardId: rewardId(101), withdrawPassword: '' })).body.data?.redeemPointReward.userErrors[0]).toMatchObject({ field: 'withdrawPassword', code: 'REQUIRED' });
    expect((await redeem({ rewardId: rewardId(999) })).body.data?.redeemPointReward.userErrors[0]).toMatchObject({ field: 'rewardId', code: 'NOT_FOUND' });
    expect(errorCode(await redeem({ rewardId: 'not-an-id' }))).toBe('BAD_USER_INPUT');
    expect(await stack.upstreamCalls(callKey(calls.redeemPointReward))).toBe(0);
  });

  it('a VIP level too low is the platform reason, typed', async () => {
    await stack.control('POST', '/points/grant', { account: 'player01', points: 10_000 });
    const reply = await redeem({ rewardId: rewardId(108), receivingAddress: '1 Lê Lợi, Quận 1, TP.HCM' });
    expect(codes(reply.body.data?.redeemPointReward.userErrors)).toEqual(['VIP_LEVEL_TOO_LOW']);
  });

  it('sends physical goods to the address given', async () => {
    const reply = await redeem({ rewardId: rewardId(106), receivingAddress: '  1 Lê Lợi, Quận 1, TP.HCM ' });
    expect(reply.body.data?.redeemPointReward.order).toMatchObject({ receivingAddress: '1 Lê Lợi, Quận 1, TP.HCM', paidAccount: null });
  });

  it('converts points into money in the main wallet, at once', async () => {
    const before = await balance();
    const reply = await stack.gql<ConvertReply>(CONVERT, { input: { points: 250, withdrawPassword: PAYMENT_PASSWORD, idempotencyKey: newKey() } }, { session });
    const answer = reply.body.data?.convertPoints;
    expect(answer?.userErrors).toEqual([]);
    expect(answer?.conversion).toMatchObject({ points: 250, amount: '25.00', pointsBalance: before - 250 });
    expect(answer?.viewer).toEqual({ wallet: { mainBalance: answer?.conversion?.mainBalance }, points: { balance: before - 250 } });
  });

  it('refuses a conversion outside the bounds or the balance before asking the platform, and a wrong password after', async () => {
    const convert = (points: number, withdrawPassword = PAYMENT_PASSWORD) =>
      stack.gql<ConvertReply>(CONVERT, { input: { points, withdrawPassword, idempotencyKey: newKey() } }, { session });
    expect((await convert(99)).body.data?.convertPoints.userErrors[0]).toMatchObject({ field: 'points', code: 'TOO_SMALL', details: { minPoints: 100 } });
    expect((await convert(100_001)).body.data?.convertPoints.userErrors[0]).toMatchObject({ code: 'TOO_LARGE', details: { maxPoints: 100_000 } });
    expect(codes((await convert(99_999)).body.data?.convertPoints.userErrors)).toEqual(['INSUFFICIENT_POINTS']);
    expect(await stack.upstreamCalls(callKey(calls.convertPoints))).toBe(0);
    expect(codes((await convert(100, '123123')).body.data?.convertPoints.userErrors)).toEqual(['WITHDRAW_PASSWORD_WRONG']);
  });

  it('refetches a reward by node id for its owner only', async () => {
    const NODE = `query($id: ID!) { node(id: $id) { ... on PointReward { name pointsRequired } } }`;
    const mine = await stack.gql<{ node: { name: string } | null }>(NODE, { id: rewardId(102) }, { session });
    expect(mine.body.data?.node).toEqual({ name: 'Tiền thưởng 50', pointsRequired: 480 });
    const visitor: GraphqlReply<{ node: unknown }> = await stack.gql(NODE, { id: rewardId(102) });
    expect(visitor.body.data?.node).toBeNull();
  });
});
