import type { GatewayModule } from '../../gateway-module.js';
import { noticesResolvers } from './notices-resolvers.js';
import { NoticesService } from './notices-service.js';

/** Notices and banners. */
export const noticesModule: GatewayModule<{ notices: NoticesService }> = {
  sdl: 'notices',
  resolvers: [noticesResolvers],
  services: {
    notices: ({ platform }) => new NoticesService(platform),
  },
  nodes: {
    Notice: (id, ctx) => ctx.notices.byId(id),
  },
};
