import type { PossibleTypesMap, TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

// Implementations of interface Node; a test checks this list against the schema.
export const possibleTypes: PossibleTypesMap = {
  Node: [
    'Banner',
    'Contract',
    'DepositChannel',
    'DepositOrder',
    'Game',
    'InboxMessage',
    'LotteryMenu',
    'Member',
    'Notice',
    'PointReward',
    'Promotion',
    'ReceivingAccount',
    'Vendor',
    'Wallet',
    'WithdrawalConfirmation',
  ],
};

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      notices: relayStylePagination(),
      // One list per filter set; `first`/`after` page within it.
      games: relayStylePagination(['category', 'vendor', 'vendorPage', 'classification', 'search', 'maxMinBet', 'minLines']),
    },
  },
  // The logged-in viewer has no id but there is only ever one: a singleton entity ("Viewer:{}") lets
  // components read it with useFragment and lets logout evict it.
  Viewer: {
    keyFields: [],
    fields: {
      favouriteGames: relayStylePagination(),
      recentGames: relayStylePagination(),
      // The member centre's records: one list per filter; `first`/`after` page within it.
      betRecords: relayStylePagination(['filter']),
      accountRecords: relayStylePagination(['filter']),
      bonusRecords: relayStylePagination(['filter']),
      deposits: relayStylePagination(['filter']),
      withdrawals: relayStylePagination(['filter']),
      // Rewards, inbox and applications: one list per filter too.
      rewardCentre: relayStylePagination(['status']),
      inbox: relayStylePagination(['filter']),
      promotionApplications: relayStylePagination(['filter']),
      // The header's figures: its streams write them, its own read (a trial account, no streams) asks with `wait`; one
      // field each, so the re-read answers from what the page's query brought (and refreshes what the page shows).
      headerWallet: { keyArgs: false },
      headerCounts: { keyArgs: false },
    },
  },
  // Id-less objects under the viewer that several member pages select parts of.
  WithdrawalRules: { merge: true },
  WithdrawalConfirmations: { merge: true },
  VipProgress: { merge: true },
  // The member's points, rules and badge counts: one of each per member, merged across the routes that select
  // different parts of them; the invitation is one of a kind too.
  PointsAccount: { fields: { redeemOrders: relayStylePagination(['filter']), details: relayStylePagination(['filter']) } },
  PointsRules: { merge: true },
  Referral: { keyFields: [], fields: { invitees: relayStylePagination() } },
  // The feedback form's rules are the site's, one of a kind.
  FeedbackRules: { keyFields: [] },
  ViewerCounts: { merge: true },
  // The agent centre: one per logged-in agent, a singleton entity like the viewer (its pages read their parts with
  // useFragment); its lists are one per filter (`first`/`after` page within it).
  AgentCentre: {
    keyFields: [],
    fields: {
      announcements: relayStylePagination(),
      downlines: relayStylePagination(['parentId', 'search', 'role']),
      teamBets: relayStylePagination(['filter', 'gameType', 'groupBy']),
      userLoss: relayStylePagination(['filter']),
      transactions: relayStylePagination(['filter', 'type']),
      downlineContracts: relayStylePagination(['kind', 'status']),
      // Id-less: a later read (a further page of periods) merges into it rather than replacing it.
      realTimeSalary: { merge: true },
    },
  },
  // Real-time salary pages its periods: a later page appends to those read so far.
  RealTimeSalary: { fields: { periods: relayStylePagination() } },
  AgentReferral: { merge: true },
  // The viewer's contracts from its upline: read by the contract request screen and the contract pages.
  ViewerContracts: { merge: true },
  // Site has no id either and is also one of a kind: a singleton entity lets the shell hand it to the
  // components that read their own Site fragments with useFragment.
  Site: { keyFields: [] },
  // Id-less objects inside Site: merging keeps the fields selected by different fragments and routes.
  FeatureSwitches: { merge: true },
  LoginOptions: { merge: true },
  RegistrationForm: { merge: true },
  // The side menu reads whether a channel exists; the chat asks for its address at the click.
  CustomerServiceChannel: { merge: true },
  // A lane has no id; its category names it. Normalised, the lanes' fields merge when the shell and a page's public
  // part select different ones in two requests (issue 33), rather than one answer replacing the other's lanes.
  GameLane: { keyFields: ['category'] },
  // A draw has no id; its game and draw number name it, so result rows can be read as fragments.
  LotteryResult: { keyFields: ['gameCode', 'drawNumber'] },
};
