import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../relay/global-id.js';

export const promotionsResolvers: Resolvers = {
  Query: {
    promotions: (_root, args, ctx) => ctx.promotions.promotions(args.type),
    promotionTypes: (_root, _args, ctx) => ctx.promotions.promotionTypes(),
  },
  Promotion: {
    id: (promotion) => toGlobalId('Promotion', promotion.id),
    imageUrl: (promotion, _args, ctx) => ctx.promotions.imageUrl(promotion),
  },
};
