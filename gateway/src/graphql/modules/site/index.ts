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

// What other modules and tests use of this one: they import it from here, never from its inner files.
export { bareDialingCode } from './countries.js';
export { siteContentOf } from './site-content.js';
export type { SiteContentInfo } from './site-content.js';
export type { AppDownloadModel, CountryModel, CustomerServiceModel, FeatureSwitchesModel, LoginOptionsModel, SiteContentModel, SiteModel } from './site-models.js';
export type { SiteService } from './site-service.js';
