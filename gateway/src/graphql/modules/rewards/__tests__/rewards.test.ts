import { beforeEach, describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { calls } from '../../../../infra/upstream/catalogue.js';
import { errorCode, newKey } from '../../../../testing/money-fixtures.js';

const COUNTS = `{ viewer { counts { missions inbox rewards } } }`;
const CENTRE = `query($status: RewardItemStatus) { viewer { rewardCentre(first: 50, status: $status) { totalCount edges { node { id source title kind amount points status claimedAt } } } } }`;
const CLAIM = /* GraphQL */ `
  mutation Claim($input: ClaimRewardInput!) {
    claimReward(input: $input) {
      reward { id status claimedAt }
      mainBalance
      pointsBalance
      viewer { counts { rewards } wallet { mainBalance } }
      userErrors { field code }
    }
  }
`;
const MISSIONS = /* GraphQL */ `
  query Missions($period: MissionPeriod) {
    viewer {
      missions(period: $period) { totalCount completedCount unclaimedCount missions { id title period gameType unit progress target state periodEndsAt reward { kind points amount } } }
    }
  }
`;
const LEADERBOARD = `query($period: MissionPeriod!, $first: Int) { viewer { missionLeaderboard(period: $period, first: $first) { period startsAt endsAt entries { rank account nickname score isMe } me { rank score } } } }`;

interface Counts {
  missions: number;
  inbox: number;
  rewards: number;
}
interface Item {
  id: string;
  kind: string;
  amount: string;
  points: number;
  status: string;
}
interface ClaimReply {
  claimReward: {
    reward: { id: string; status: string } | null;
    mainBalance: string | null;
    pointsBalance: number | null;
    viewer: { counts: Counts; wallet: { mainBalance: string } } | null;
    userErrors: { field: string | null; code: string }[];
  };
}

describe('reward centre, missions and the badge counts', () => {
  const stack = useGatewayStack({}, { reset: true });
  let session: string;
  beforeEach(async () => {
    session = await stack.login();
    await stack.control('DELETE', '/calls');
  });

  const counts = async (): Promise<Counts> => {
    const reply = await stack.gql<{ viewer: { counts: Counts } }>(COUNTS, undefined, { session });
    expect(reply.body.errors).toBeUndefined();
    return reply.body.data?.viewer.counts ?? { missions: -1, inbox: -1, rewards: -1 };
  };
  const unclaimed = async (): Promise<Item[]> =>
    ((await stack.gql<{ viewer: { rewardCentre: { edges: { node: Item }[] } } }>(CENTRE, { status: 'UNCLAIMED' }, { session })).body.data?.viewer.rewardCentre.edges ?? []).map(
      (edge) => edge.node,
    );

  it('reads the three badge counts together, one platform read each', async () => {
    const seen = await counts();
    expect(seen.inbox).toBeGreaterThan(0);
    expect(seen.rewards).toBe((await unclaimed()).length);
    for (const call of [calls.missionSummary, calls.unreadCount, calls.rewardCount]) expect([call.name, await stack.upstreamCalls(callKey(call))]).toEqual([call.name, 1]);
    const missions = await stack.gql<{ viewer: { missions: { unclaimedCount: number } } }>(MISSIONS, {}, { session });
    expect(missions.body.data?.viewer.missions.unclaimedCount).toBe(seen.missions);
  });

  it('claims a cash item into the main wallet once: a retry and a second key pay nothing more', async () => {
    const before = await counts();
    const cash = (await unclaimed()).find((item) => item.kind === 'CASH');
    expect(cash).toBeDefined();
    const key = newKey();
    const first = await stack.gql<ClaimReply>(CLAIM, { input: { rewardId: cash?.id, idempotencyKey: key } }, { session });
    const answer = first.body.data?.claimReward;
    expect(answer?.userErrors).toEqual([]);
    expect(answer?.reward).toMatchObject({ id: cash?.id, status: 'CLAIMED' });
    expect(answer?.viewer?.counts.rewards).toBe(before.rewards - 1);
    expect(answer?.viewer?.wallet.mainBalance).toBe(answer?.mainBalance);

    const retried = await stack.gql<ClaimReply>(CLAIM, { input: { rewardId: cash?.id, idempotencyKey: key } }, { session });
    expect(retried.body.data?.claimReward.reward).toEqual(answer?.reward);
    expect(await stack.upstreamCalls(callKey(calls.claimReward))).toBe(1);
    const again = await stack.gql<ClaimReply>(CLAIM, { input: { rewardId: cash?.id, idempotencyKey: newKey() } }, { session });
    expect(again.body.data?.claimReward.mainBalance).toBe(answer?.mainBalance);
  });

  it('claims a points item into the points balance', async () => {
    const points = (await unclaimed()).find((item) => item.kind === 'POINTS');
    if (points === undefined) throw new Error('the seed gives player01 a points reward to claim');
    const reply = await stack.gql<ClaimReply>(CLAIM, { input: { rewardId: points.id, idempotencyKey: newKey() } }, { session });
    const balance = await stack.gql<{ viewer: { points: { balance: number } } }>(`{ viewer { points { balance } } }`, undefined, { session });
    expect(reply.body.data?.claimReward.pointsBalance).toBe(balance.body.data?.viewer.points.balance);
  });

  it('refuses an item that is not the member: NOT_FOUND, and a malformed id before any call', async () => {
    const unknown = Buffer.from('RewardItem:999999999').toString('base64url');
    const reply = await stack.gql<ClaimReply>(CLAIM, { input: { rewardId: unknown, idempotencyKey: newKey() } }, { session });
    expect(reply.body.data?.claimReward.userErrors).toEqual([{ field: 'rewardId', code: 'NOT_FOUND' }]);
    await stack.control('DELETE', '/calls');
    const forged = await stack.gql(CLAIM, { input: { rewardId: Buffer.from('Mission:1').toString('base64url'), idempotencyKey: newKey() } }, { session });
    expect(errorCode(forged)).toBe('BAD_USER_INPUT');
    expect(await stack.upstreamCalls(callKey(calls.claimReward))).toBe(0);
  });

  it('shows the missions with their progress, by period, and the counts agree', async () => {
    const all = await stack.gql<{ viewer: { missions: { totalCount: number; completedCount: number; missions: { period: string; state: string; progress: string; target: string }[] } } }>(
      MISSIONS,
      {},
      { session },
    );
    expect(all.body.errors).toBeUndefined();
    const summary = all.body.data?.viewer.missions;
    expect(summary?.totalCount).toBe(8);
    expect(summary?.missions.filter((mission) => mission.state !== 'IN_PROGRESS')).toHaveLength(summary?.completedCount ?? -1);
    for (const mission of summary?.missions ?? []) expect(Number(mission.progress)).toBeLessThanOrEqual(Number(mission.target));
    const weekly = await stack.gql<{ viewer: { missions: { totalCount: number; missions: { period: string }[] } } }>(MISSIONS, { period: 'WEEKLY' }, { session });
    expect(weekly.body.data?.viewer.missions.missions.map((mission) => mission.period)).toEqual(['WEEKLY', 'WEEKLY', 'WEEKLY']);
    expect(weekly.body.data?.viewer.missions.totalCount).toBe(3);
  });

  it('ranks the leaderboard and places the member in it', async () => {
    const reply = await stack.gql<{
      viewer: {
        missionLeaderboard: {
          period: string;
          entries: { rank: number; account: string; nickname: string | null; score: number; isMe: boolean }[];
          me: { rank: number | null; score: number };
        };
      };
    }>(
      LEADERBOARD,
      { period: 'MONTHLY', first: 5 },
      { session },
    );
    expect(reply.body.errors).toBeUndefined();
    const board = reply.body.data?.viewer.missionLeaderboard;
    expect(board?.period).toBe('MONTHLY');
    expect(board?.entries.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5]);
    const scores = board?.entries.map((entry) => entry.score) ?? [];
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(board?.me.score).toBeGreaterThanOrEqual(0);
    // Other players are their masked accounts alone: a nickname beside one would undo the mask (issue 32, item 11).
    const others = board?.entries.filter((entry) => !entry.isMe) ?? [];
    expect(others.length).toBeGreaterThan(0);
    for (const entry of others) {
      expect(entry.account).toContain('***');
      expect(entry.nickname).toBeNull();
    }
    for (const first of [0, 101]) expect(errorCode(await stack.gql(LEADERBOARD, { period: 'WEEKLY', first }, { session }))).toBe('BAD_USER_INPUT');
  });
});
