import type { GatewayModule } from '../../gateway-module.js';
import { siteResolvers } from './site-resolvers.js';
import { SiteService } from './site-service.js';

/** The site's settings, brand, jackpots and customer service. */
export const siteModule: GatewayModule<{ site: SiteService }> = {
  sdl: 'site',
  resolvers: [siteResolvers],
  services: {
    site: ({ platform, scope, settings }) => new SiteService(platform, scope, settings.navigationGuard),
  },
};
