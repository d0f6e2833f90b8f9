import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../../infra/session/request-session.js';
import { callKey } from '../../../../testing/gateway-stack.js';
import { payloadOf } from '../../../../testing/graphql-replies.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { calls } from '../../../../infra/upstream/catalogue.js';
import { lastCaptchaAnswer, LOGIN_MUTATION, openBrowser, REQUEST_CAPTCHA } from '../../../../testing/test-browser.js';

interface Centre<T> {
  viewer: { agentCentre: T };
}

const downlineId = (id: number, account: string) => Buffer.from(`Downline:${id}:${account}`).toString('base64url');

const OVERVIEW = `query($range: DateRangeInput) { viewer { agentCentre {
  agent { id account level teamSize directDownlines }
  announcements(first: 2) { totalCount pageInfo { hasNextPage } edges { node { title pinned publishedAt } } }
  teamOverview(range: $range) { teamSize directDownlines subAgents members newMembers activeMembers teamBalance betCount validBet winLoss depositAmount }
} } }`;
const DOWNLINES = `query($parentId: ID, $search: String, $role: DownlineRole, $first: Int, $after: String) { viewer { agentCentre {
  downlines(parentId: $parentId, search: $search, role: $role, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id account isAgent level uplineAccount directDownlines teamSize balance } }
  }
} } }`;
const REPORTS = `query($filter: TeamReportFilter, $groupBy: TeamBetGrouping) { viewer { agentCentre {
  teamBets(filter: $filter, groupBy: $groupBy, first: 3) { totalCount totals { betCount validBet winLoss } edges { node { downlineId account level day gameType betCount validBet winLoss } } }
  userLoss(filter: $filter, first: 50) { totalCount totals { winLoss } edges { node { account winLoss } } }
  transactions(filter: $filter, type: DEPOSIT, first: 5) { totalCount totalIn totalOut edges { node { id account downlineId type amount status createdAt } } }
  income { total sources { type amount count } }
} } }`;

type Downlines = Centre<{
  downlines: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: { id: string; account: string; isAgent: boolean; level: number; uplineAccount: string | null; teamSize: number } }[];
  };
}>;

describe('the agent centre', () => {
  const stack = useGatewayStack({}, { reset: true, clearCalls: true });

  it('answers the overview, its announcements and the agent itself', async () => {
    const session = await stack.login('agent01');
    const centre = payloadOf(await stack.gql<Centre<Record<string, never>>>(OVERVIEW, {}, { session }), 'viewer').agentCentre as unknown as {
      agent: { id: string; account: string; level: number; teamSize: number };
      announcements: { totalCount: number; pageInfo: { hasNextPage: boolean }; edges: { node: { pinned: boolean } }[] };
      teamOverview: Record<string, unknown>;
    };
    expect(centre.agent).toMatchObject({ id: downlineId(200001, 'agent01'), account: 'agent01', level: 0, teamSize: 6 });
    expect(centre.announcements).toMatchObject({ totalCount: 4, pageInfo: { hasNextPage: true } });
    expect(centre.announcements.edges[0]?.node.pinned).toBe(true);
    expect(centre.teamOverview).toMatchObject({ teamSize: 6, directDownlines: 4, subAgents: 1, members: 5, winLoss: '-72233.63' });
    // teamBalance moves with real-time salary, paid on the sandbox clock.
    expect(Number(centre.teamOverview.teamBalance)).toBeGreaterThan(0);

    // A range counts only its Vietnam days.
    const range = { from: '2024-12-30T17:00:00.000Z', to: '2024-12-31T16:59:59.999Z' };
    const oneDay = payloadOf(await stack.gql<Centre<{ teamOverview: { betCount: number } }>>(OVERVIEW, { range }, { session }), 'viewer');
    expect(oneDay.agentCentre.teamOverview.betCount).toBeGreaterThan(0);
    expect(oneDay.agentCentre.teamOverview.betCount).toBeLessThan(7655);
  });

  it('lists the tree: direct downlines, a sub-agent drilled into, a search, pages', async () => {
    const session = await stack.login('agent01');
    const direct = payloadOf(await stack.gql<Downlines>(DOWNLINES, { first: 3 }, { session }), 'viewer').agentCentre.downlines;
    expect(direct).toMatchObject({ totalCount: 4, pageInfo: { hasNextPage: true } });
    const next = payloadOf(await stack.gql<Downlines>(DOWNLINES, { first: 3, after: direct.pageInfo.endCursor }, { session }), 'viewer');
    const all = [...direct.edges, ...next.agentCentre.downlines.edges].map((edge) => edge.node);
    expect(all.map((node) => node.account).sort()).toEqual(['player01', 'player02', 'player03', 'sub01']);
    const sub = all.find((node) => node.account === 'sub01');
    expect(sub).toMatchObject({ isAgent: true, level: 1, teamSize: 2 });

    const below = payloadOf(await stack.gql<Downlines>(DOWNLINES, { parentId: sub?.id }, { session }), 'viewer').agentCentre.downlines;
    expect(below.edges.map((edge) => [edge.node.account, edge.node.level, edge.node.uplineAccount])).toEqual([
      ['sub01m1', 2, 'sub01'],
      ['sub01m2', 2, 'sub01'],
    ]);
    const found = payloadOf(await stack.gql<Downlines>(DOWNLINES, { search: 'M1', role: 'MEMBER' }, { session }), 'viewer').agentCentre.downlines;
    expect(found.edges.map((edge) => edge.node.account)).toEqual(['sub01m1']);
  });

  it('reports team bets, user loss, account details and income, filtered to one account', async () => {
    const session = await stack.login('agent01');
    type Reports = Centre<{
      teamBets: { totalCount: number; totals: { betCount: number }; edges: { node: { downlineId: string | null; account: string | null; day: string | null; gameType: string | null } }[] };
      userLoss: { totalCount: number; edges: { node: { account: string } }[] };
      transactions: { totalCount: number; totalIn: string; totalOut: string; edges: { node: { account: string; type: string; downlineId: string } }[] };
      income: { total: string; sources: { type: string; amount: string; count: number }[] };
    }>;
    const team = payloadOf(await stack.gql<Reports>(REPORTS, {}, { session }), 'viewer').agentCentre;
    expect(team.teamBets.totals.betCount).toBe(7655);
    expect(team.teamBets.edges[0]?.node.downlineId).toBe(downlineId(100002, 'player02'));
    expect(team.userLoss.totalCount).toBe(7);
    expect(team.transactions.edges.every((edge) => edge.node.type === 'DEPOSIT')).toBe(true);
    expect(team.income.sources.map((source) => source.type)).toEqual(['REBATE', 'BONUS', 'SALARY', 'DIVIDEND']);
    expect(team.income.sources.find((source) => source.type === 'REBATE')?.count).toBeGreaterThan(0);

    const player = payloadOf(await stack.gql<Reports>(REPORTS, { filter: { downlineId: downlineId(100001, 'player01') }, groupBy: 'DAY' }, { session }), 'viewer').agentCentre;
    expect(player.teamBets.edges.every((edge) => edge.node.day !== null && edge.node.account === null)).toBe(true);
    expect(player.userLoss.edges.map((edge) => edge.node.account)).toEqual(['player01']);
    expect(player.transactions.edges.every((edge) => edge.node.account === 'player01')).toBe(true);
  });

  it('gives the referral links: invitation code, bound domain, register URL on the visitor host and its QR code', async () => {
    const session = await stack.login('agent01');
    const reply = await stack.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', host: 'play.saola.example', cookie: `${SESSION_COOKIE}=${session}` },
      payload: { query: '{ viewer { agentCentre { referral { invitationCode boundDomain registerUrl boundDomainUrl qrCode } } } }' },
    });
    const referral = reply.json<{ data: Centre<{ referral: Record<string, string> }> }>().data.viewer.agentCentre.referral;
    expect(referral).toMatchObject({
      invitationCode: '7P6LJM',
      boundDomain: 'agent01.saola.example',
      registerUrl: 'http://play.saola.example/register?affiliateCode=7P6LJM',
      boundDomainUrl: 'https://agent01.saola.example/register?affiliateCode=7P6LJM',
    });
    expect(Buffer.from(referral.qrCode?.split(',')[1] ?? '', 'base64').toString('utf8')).toMatch(/^<svg/);
  });

  it('registers a downline with the agent’s invitation code and keeps the agent logged in', async () => {
    const browser = openBrowser(stack);
    await browser.gql(LOGIN_MUTATION, { input: { username: 'sub01', password: 'secret88' } });
    await browser.gql(REQUEST_CAPTCHA);
    const captcha = await lastCaptchaAnswer(stack);
    const REGISTER = `mutation($input: RegisterDownlineInput!) { registerDownline(input: $input) { downline { id account level uplineAccount } userErrors { field code } } }`;
    const bad = await browser.gql<{ registerDownline: { userErrors: { field: string; code: string }[] } }>(REGISTER, {
      input: { username: 'x', password: 'abc12345', confirmPassword: 'abc12345', captcha },
    });
    expect(payloadOf(bad, 'registerDownline').userErrors).toEqual([{ field: 'username', code: 'TOO_SHORT' }]);
    expect(await stack.upstreamCalls(callKey(calls.register))).toBe(0);

    const made = await browser.gql<{ registerDownline: { downline: { account: string; level: number; uplineAccount: string } | null } }>(REGISTER, {
      input: { username: 'teamnew01', password: 'abc12345', confirmPassword: 'abc12345', captcha },
    });
    expect(payloadOf(made, 'registerDownline').downline).toMatchObject({ account: 'teamnew01', level: 1, uplineAccount: 'sub01' });
    const tree = await browser.gql<Downlines>(DOWNLINES, { search: 'teamnew' });
    expect(payloadOf(tree, 'viewer').agentCentre.downlines.edges.map((edge) => [edge.node.account, edge.node.uplineAccount])).toEqual([['teamnew01', 'sub01']]);
  });
});
