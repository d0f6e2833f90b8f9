import type { DocumentNode } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { aliceViewer, siteChromeFields, siteFixture } from './fixtures';

/** agent01 of the sandbox seed, as the header and the agent centre see it. */
export const agentViewer = {
  ...aliceViewer,
  member: { ...aliceViewer.member, id: 'TWVtYmVyOjIwMDAwMQ==', nickname: 'Đại lý Saola', isAgent: true, vipLevel: 0, hasMemberLabel: false },
};

/** The eight pages an agent always has (AgentCentre.pages without contract flags). */
export const alwaysShownPages = [
  'ANNOUNCEMENTS',
  'TEAM_OVERVIEW',
  'REGISTER_ACCOUNT',
  'TEAM_MANAGEMENT',
  'TEAM_BETTING',
  'USER_LOSS',
  'MY_INCOME',
  'ACCOUNT_DETAILS',
];

/** An agent page's route query answered with the shell, the agent, its centre's pages and the page's fields. */
export function agentRouteMock(
  query: DocumentNode,
  options: {
    variables?: Record<string, unknown>;
    pages?: string[];
    agentCentre?: Record<string, unknown>;
    viewer?: Record<string, unknown>;
    fields?: Record<string, unknown>;
  } = {},
): MockLink.MockedResponse {
  const agentCentre = { __typename: 'AgentCentre', pages: options.pages ?? alwaysShownPages, ...options.agentCentre };
  return {
    request: { query, ...(options.variables ? { variables: options.variables } : {}) },
    result: { data: { site: siteFixture(), viewer: { ...agentViewer, agentCentre, ...options.viewer }, ...siteChromeFields(), ...options.fields } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A query the gateway refuses as a whole: a member's (FORBIDDEN) or a trial account's (NEED_REAL_ACCOUNT). */
export function refusedMock(query: DocumentNode, code: 'FORBIDDEN' | 'NEED_REAL_ACCOUNT', variables?: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query, ...(variables ? { variables } : {}) },
    result: {
      data: { site: siteFixture(), viewer: null, ...siteChromeFields() },
      errors: [{ message: 'Refused.', path: ['viewer', 'agentCentre'], extensions: { code } }],
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A contract as the gateway answers it (ContractCard_contract), agent01 → sub01 unless told. */
export function contractFixture(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Contract',
    id: 'Q29udHJhY3Q6NzAxMQ==',
    contractNo: '7011',
    kind: 'DIVIDEND',
    period: 'MONTHLY',
    rate: '20',
    status: 'PENDING',
    endReason: null,
    viewerSide: 'UPLINE',
    upline: { __typename: 'ContractParty', account: 'agent01', nickname: 'Đại lý Saola' },
    downline: { __typename: 'ContractParty', account: 'sub01', nickname: 'Đại lý con Saola' },
    offeredAt: '2026-11-23T10:00:00.000Z',
    activatedAt: null,
    endedAt: null,
    tiers: [
      {
        __typename: 'ContractTier',
        periodValidBet: '10000',
        periodProfitAndLoss: '2000',
        activeMembers: 2,
        rate: '20',
        dailyBetAmount: null,
        hourlyBetAmount: null,
        profitSalaryRate: null,
        lossSalaryRate: null,
        singleBet: null,
      },
    ],
    ...overrides,
  };
}

export const teamOverviewFixture = {
  __typename: 'TeamOverview',
  teamSize: 6,
  directDownlines: 4,
  subAgents: 1,
  members: 5,
  newMembers: 6,
  activeMembers: 7,
  teamBalance: '18215.27',
  betCount: 7655,
  betAmount: '6749311',
  validBet: '6252587.49',
  winLoss: '-72233.63',
  depositCount: 19,
  depositAmount: '207668',
  withdrawCount: 8,
  withdrawAmount: '30605',
};
