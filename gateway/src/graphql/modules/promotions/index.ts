import type { GatewayModule } from '../../gateway-module.js';
import { promotionsResolvers } from './promotions-resolvers.js';
import { promotionMembershipResolvers } from './promotion-membership-resolvers.js';
import { PromotionsService } from './promotions-service.js';
import { PromotionMembershipService } from './promotion-membership-service.js';

/** Promotions, and a member's applications and raffle claims. */
export const promotionsModule: GatewayModule<{ promotions: PromotionsService; promotionMembership: PromotionMembershipService }> = {
  sdl: 'promotions',
  resolvers: [promotionsResolvers, promotionMembershipResolvers],
  services: {
    promotions: ({ platform }, services) => new PromotionsService(platform, services.notices, services.content),
    promotionMembership: ({ platform, scope }, services) => new PromotionMembershipService(platform, scope, services.promotions),
  },
  nodes: {
    Promotion: (id, ctx) => ctx.promotions.byId(id),
  },
};
