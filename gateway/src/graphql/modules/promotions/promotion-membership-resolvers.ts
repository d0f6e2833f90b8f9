import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { moneyOrderOf } from '../../../infra/idempotency/index.js';

export const promotionMembershipResolvers: Resolvers = {
  Promotion: {
    memberState: (promotion, _args, ctx) => ctx.promotionMembership.memberState(promotion.id),
  },
  Viewer: {
    promotionApplications: (_viewer, args, ctx) => ctx.promotionMembership.applications(args, args.filter),
  },
  RaffleClaim: {
    promotion: (claim, _args, ctx) => ctx.promotions.byId(claim.promotionId),
  },
  PromotionApplication: {
    promotion: (application, _args, ctx) => ctx.promotions.byId(application.promotionId),
  },
  Mutation: {
    claimRafflePromotion: (_root, args, ctx) => ctx.promotionMembership.claimRaffle(args.input, moneyOrderOf(args)),
    applyPromotion: (_root, args, ctx) => ctx.promotionMembership.apply(args.input, moneyOrderOf(args)),
  },
  ClaimRafflePromotionPayload: {
    viewer: (_payload, _args, ctx) => ctx.account.viewer(),
  },
};
