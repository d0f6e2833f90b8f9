import type { GatewayModule } from '../../gateway-module.js';
import { realAccount } from '../../roles/real-account.js';
import { inboxResolvers } from './inbox-resolvers.js';
import { InboxService } from './inbox-service.js';

/** The platform's numeric ids: anything else names nothing. */
const PLATFORM_ID = /^[1-9]\d{0,14}$/;

/** The member's inbox. */
export const inboxModule: GatewayModule<{ inbox: InboxService }> = {
  sdl: 'inbox',
  resolvers: [inboxResolvers],
  services: {
    inbox: ({ platform }) => new InboxService(platform),
  },
  nodes: {
    // The inbox is a real account's own (Viewer.inbox).
    InboxMessage: async (id, ctx) => ((await realAccount(ctx)) && PLATFORM_ID.test(id) ? ctx.inbox.message(Number(id)) : null),
  },
};
