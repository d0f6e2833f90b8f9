import type { GatewayModule } from '../../gateway-module.js';
import { contentResolvers } from './content-resolvers.js';
import { ContentService } from './content-service.js';

/** Help topics, banners and the site's pages. */
export const contentModule: GatewayModule<{ content: ContentService }> = {
  sdl: 'content',
  resolvers: [contentResolvers],
  services: {
    content: ({ platform, scope, settings }, services) => new ContentService(platform, settings, scope, services.site, services.notices, services.account),
  },
  nodes: {
    Banner: (id, ctx) => ctx.content.banner(id),
  },
};

// What other modules and tests use of this one: they import it from here, never from its inner files.
export type { ContentService } from './content-service.js';
