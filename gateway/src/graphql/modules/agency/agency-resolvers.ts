import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { moneyOrderOf } from '../../../infra/idempotency/index.js';
import { gatewayError } from '../../../infra/errors/gateway-error.js';

const unknownDownline = () => ({ transfer: null, wallet: null, userErrors: [{ field: 'downlineId', code: 'NOT_FOUND' as const, message: 'Unknown downlineId.' }] });

export const agencyResolvers: Resolvers = {
  Viewer: {
    agentCentre: () => ({}),
  },
  AgentCentre: {
    agent: (_centre, _args, ctx) => ctx.agentCentre.agent(),
    pages: (_centre, _args, ctx) => ctx.agentCentre.pages(),
    announcements: (_centre, args, ctx) => ctx.agentCentre.announcements(args),
    teamOverview: (_centre, { range }, ctx) => ctx.agentCentre.overview(range),
    referral: (_centre, _args, ctx) => ctx.agentCentre.referral(),
    downlines: (_centre, args, ctx) => ctx.team.downlines(args.parentId, args.search, args.role, args),
    teamBets: (_centre, args, ctx) => ctx.teamReports.bets(args.filter, args.gameType, args.groupBy ?? 'MEMBER', args),
    userLoss: (_centre, args, ctx) => ctx.teamReports.bets(args.filter, null, 'MEMBER', args),
    transactions: (_centre, args, ctx) => ctx.teamReports.transactions(args.filter, args.type, args),
    income: async (_centre, { range }, ctx) => {
      const session = await ctx.session.get();
      if (session === null) throw gatewayError('UNAUTHENTICATED');
      return ctx.teamReports.income(session.account, range);
    },
  },
  Mutation: {
    registerDownline: (_root, { input }, ctx) => ctx.team.register(input),
    transferToDownline: async (_root, args, ctx) => {
      // @ownTree found it already; this reads the request's kept answer.
      const recipient = await ctx.ownTree.account(args.input.downlineId);
      return recipient === undefined ? unknownDownline() : ctx.downlineTransfers.transfer(args.input, recipient, moneyOrderOf(args));
    },
  },
};
