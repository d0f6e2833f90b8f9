import type { GatewayModule } from '../../gateway-module.js';
import { PaymentPasswordLock } from '../../shared/payment-password-lock.js';
import { realAccount } from '../../roles/real-account.js';
import { pointsResolvers } from './points-resolvers.js';
import { PointsService } from './points-service.js';
import { PointsExchangeService } from './points-exchange-service.js';

/** The platform's numeric ids: anything else names nothing. */
const PLATFORM_ID = /^[1-9]\d{0,14}$/;

/** The points mall: balance, rewards and exchanges. */
export const pointsModule: GatewayModule<{ points: PointsService; pointsExchange: PointsExchangeService }> = {
  sdl: 'points',
  resolvers: [pointsResolvers],
  services: {
    points: ({ platform, scope, settings }) => new PointsService(platform, settings, scope),
    pointsExchange: ({ platform, scope, settings }, services) => new PointsExchangeService(platform, settings, scope, services.points, new PaymentPasswordLock(settings.throttles.wrongPaymentPasswordPerAccount)),
  },
  nodes: {
    // The points mall is a real account's own (Viewer.points).
    PointReward: async (id, ctx) => ((await realAccount(ctx)) && PLATFORM_ID.test(id) ? ctx.points.reward(Number(id)) : null),
  },
};
