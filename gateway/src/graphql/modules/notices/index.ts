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

// What other modules and tests use of this one: they import it from here, never from its inner files.
export type { BannerModel, NoticeModel } from './notice-models.js';
export { ANNOUNCEMENT_QUERY } from './notices-service.js';
export type { NoticesService } from './notices-service.js';
