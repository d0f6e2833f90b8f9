import type { GatewayModule } from '../../gateway-module.js';
import { accountResolvers } from './account-resolvers.js';
import { AccountService } from './account-service.js';
import { HeaderDeadline } from './header-deadline.js';

/** The viewer, its member and wallet, and the header's figures. */
export const accountModule: GatewayModule<{ account: AccountService; headerDeadline: HeaderDeadline }> = {
  sdl: 'account',
  resolvers: [accountResolvers],
  services: {
    account: ({ platform, scope }) => new AccountService(platform, scope),
    headerDeadline: ({ scope, settings }) => new HeaderDeadline(settings.headerFiguresDeadlineMs, scope.logger),
  },
  nodes: {
    Member: async (id, ctx) => {
      const viewer = await ctx.account.viewer();
      return viewer && viewer.session.memberId === id ? ctx.account.member(viewer) : null;
    },
    Wallet: async (id, ctx) => {
      const viewer = await ctx.account.viewer();
      return viewer && viewer.session.memberId === id ? ctx.account.wallet(viewer) : null;
    },
  },
};

// What other modules and tests use of this one: they import it from here, never from its inner files.
export type { ViewerModel, ViewerPayloadModel, WalletLayout, WalletModel } from './account-models.js';
export type { AccountService } from './account-service.js';
export type { LoginValue } from './upstream-shapes.js';
