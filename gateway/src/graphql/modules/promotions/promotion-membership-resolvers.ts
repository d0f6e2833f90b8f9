import type { Resolvers } from '../../../__generated__/resolvers-types.js';

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
    claimRafflePromotion: (_root, { input }, ctx) => ctx.promotionMembership.claimRaffle(input),
    applyPromotion: (_root, { input }, ctx) => ctx.promotionMembership.apply(input),
  },
  ClaimRafflePromotionPayload: {
    viewer: (_payload, _args, ctx) => ctx.account.viewer(),
  },
};
