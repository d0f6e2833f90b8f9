import { beforeEach, describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

const BETS = `query($first: Int, $after: String, $filter: BetRecordFilter) { viewer { betRecords(first: $first, after: $after, filter: $filter) {
  totalCount totals { betCount betAmount validBet winLoss } pageInfo { hasNextPage endCursor }
  edges { cursor node { id betNo gameType vendorName gameName betAmount validBet winLoss status placedAt } } } } }`;
const ACCOUNT = `query($filter: AccountRecordFilter) { viewer { accountRecords(first: 5, filter: $filter) { totalCount totalIn totalOut edges { node { id type amount balanceAfter status remark createdAt } } } } }`;
const PROFIT = `query($period: ProfitPeriod!) { viewer { profitAndLoss(period: $period) { period from to betCount winLoss bonusAmount rebateAmount profit byGameType { gameType betCount winLoss } } } }`;
const BONUSES = `{ viewer { bonusRecords(first: 3) { totalCount totalAmount edges { node { id title type amount status } } } } }`;

interface BetsReply {
  viewer: {
    betRecords: {
      totalCount: number;
      totals: { betCount: number };
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: { node: { betNo: string; gameType: string; placedAt: string } }[];
    };
  };
}

describe('member records', () => {
  const stack = useGatewayStack({}, { reset: true });
  let session: string;
  beforeEach(async () => {
    session = await stack.login();
    await stack.control('DELETE', '/calls');
  });

  it('pages bet records with totals over the whole selection', async () => {
    const first = await stack.gql<BetsReply>(BETS, { first: 5 }, { session });
    expect(first.body.errors).toBeUndefined();
    const page = first.body.data?.viewer.betRecords;
    expect(page?.edges).toHaveLength(5);
    expect(page?.totals.betCount).toBe(page?.totalCount);
    const second = await stack.gql<BetsReply>(BETS, { first: 5, after: page?.pageInfo.endCursor }, { session });
    const seen = new Set(page?.edges.map((edge) => edge.node.betNo));
    expect(second.body.data?.viewer.betRecords.edges.some((edge) => seen.has(edge.node.betNo))).toBe(false);
  });

  it('filters bets by game type and date range', async () => {
    const to = new Date();
    const from = new Date(to.getTime() - 30 * 24 * 3600_000);
    const reply = await stack.gql<BetsReply>(BETS, { first: 20, filter: { gameType: 'LIVE', range: { from: from.toISOString(), to: to.toISOString() } } }, { session });
    expect(reply.body.errors).toBeUndefined();
    for (const { node } of reply.body.data?.viewer.betRecords.edges ?? []) {
      expect(node.gameType).toBe('LIVE');
      expect(Date.parse(node.placedAt)).toBeGreaterThanOrEqual(from.getTime());
    }
  });

  it('refuses a range over 90 days or backwards, with no platform call', async () => {
    const wide = { from: '2025-01-01T00:00:00.000Z', to: '2025-06-01T00:00:00.000Z' };
    const backwards = { from: '2025-02-01T00:00:00.000Z', to: '2025-01-01T00:00:00.000Z' };
    for (const range of [wide, backwards]) {
      const reply = await stack.gql(BETS, { first: 5, filter: { range } }, { session });
      expect(reply.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await stack.upstreamCalls(callKey(calls.betRecords))).toBe(0);
  });

  it('lists account lines by type with the totals in and out', async () => {
    const reply = await stack.gql<{ viewer: { accountRecords: { totalIn: string; totalOut: string; edges: { node: { type: string } }[] } } }>(
      ACCOUNT,
      { filter: { type: 'DEPOSIT' } },
      { session },
    );
    expect(reply.body.errors).toBeUndefined();
    const records = reply.body.data?.viewer.accountRecords;
    expect(records?.edges.length).toBeGreaterThan(0);
    expect(records?.edges.every((edge) => edge.node.type === 'DEPOSIT')).toBe(true);
    expect(Number(records?.totalIn)).toBeGreaterThan(0);
  });

  it('sums profit and loss over a period, every game type listed', async () => {
    const reply = await stack.gql<{ viewer: { profitAndLoss: { period: string; winLoss: string; bonusAmount: string; rebateAmount: string; profit: string; byGameType: unknown[] } } }>(
      PROFIT,
      { period: 'LAST_30_DAYS' },
      { session },
    );
    expect(reply.body.errors).toBeUndefined();
    const profit = reply.body.data?.viewer.profitAndLoss;
    expect(profit?.period).toBe('LAST_30_DAYS');
    expect(profit?.byGameType).toHaveLength(7);
    expect(Number(profit?.profit)).toBeCloseTo(Number(profit?.winLoss) + Number(profit?.bonusAmount) + Number(profit?.rebateAmount), 2);
  });

  it('lists bonuses with the total issued', async () => {
    const reply = await stack.gql<{ viewer: { bonusRecords: { totalCount: number; totalAmount: string } } }>(BONUSES, undefined, { session });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.viewer.bonusRecords.totalCount).toBeGreaterThan(0);
    expect(Number(reply.body.data?.viewer.bonusRecords.totalAmount)).toBeGreaterThan(0);
  });
});
