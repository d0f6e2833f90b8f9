import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { moneyOrderOf } from '../../../infra/idempotency/index.js';
import { toGlobalId } from '../../relay/global-id.js';

export const pointsResolvers: Resolvers = {
  Viewer: {
    points: (viewer) => ({ memberId: viewer.session.memberId }),
  },
  PointsAccount: {
    id: (account) => toGlobalId('PointsAccount', account.memberId),
    balance: async (_account, _args, ctx) => (await ctx.points.balance()).points,
    pendingPoints: async (_account, _args, ctx) => (await ctx.points.balance()).pendingPoints ?? 0,
    totalEarned: async (_account, _args, ctx) => (await ctx.points.balance()).totalEarned ?? 0,
    totalSpent: async (_account, _args, ctx) => (await ctx.points.balance()).totalSpent ?? 0,
    rules: (_account, _args, ctx) => ctx.points.rules(),
    rewards: (_account, args, ctx) => ctx.points.rewards(args.type),
    redeemOrders: (_account, args, ctx) => ctx.points.redeemOrders(args, args.filter),
    details: (_account, args, ctx) => ctx.points.details(args, args.filter),
  },
  Mutation: {
    redeemPointReward: (_root, args, ctx) => ctx.pointsExchange.redeem(args.input, moneyOrderOf(args)),
    convertPoints: (_root, args, ctx) => ctx.pointsExchange.convert(args.input, moneyOrderOf(args)),
  },
  RedeemPointRewardPayload: {
    viewer: (_payload, _args, ctx) => ctx.account.viewer(),
  },
  ConvertPointsPayload: {
    viewer: (_payload, _args, ctx) => ctx.account.viewer(),
  },
};
