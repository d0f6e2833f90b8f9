import type { GatewayModule } from '../../gateway-module.js';
import { memberResolvers } from './member-resolvers.js';
import { VipService } from './vip-service.js';
import { AvatarService } from './avatar-service.js';

/** The member's VIP level and avatar. */
export const memberModule: GatewayModule<{ vip: VipService; avatars: AvatarService }> = {
  sdl: 'member',
  resolvers: [memberResolvers],
  services: {
    vip: ({ platform }) => new VipService(platform),
    avatars: ({ platform }) => new AvatarService(platform),
  },
};
