import type { GatewayModule } from '../../gateway-module.js';
import { lotteryResolvers } from './lottery-resolvers.js';
import { LotteryService } from './lottery-service.js';

/** Lottery menus, games and results. */
export const lotteryModule: GatewayModule<{ lottery: LotteryService }> = {
  sdl: 'lottery',
  resolvers: [lotteryResolvers],
  services: {
    lottery: ({ platform, scope }, services) => new LotteryService(platform, scope, services.lobby, () => services.content.launchGameCdns()),
  },
  nodes: {
    LotteryMenu: (code, ctx) => ctx.lottery.menu(code),
  },
};
