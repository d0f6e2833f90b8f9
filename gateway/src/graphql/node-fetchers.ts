import type { NodeFetchers } from './relay/node-resolvers.js';

/** Where each Node type is refetched from. Private types answer only for their owner. */
export const nodeFetchers: NodeFetchers = {
  Notice: (id, ctx) => ctx.notices.byId(id),
  Member: async (id, ctx) => {
    const viewer = await ctx.account.viewer();
    return viewer && viewer.session.memberId === id ? ctx.account.member(viewer) : null;
  },
  Wallet: async (id, ctx) => {
    const viewer = await ctx.account.viewer();
    return viewer && viewer.session.memberId === id ? ctx.account.wallet(viewer) : null;
  },
  // Public catalogue entities: anyone may refetch them.
  Vendor: (code, ctx) => ctx.lobby.vendor(code),
  Game: (nodeId, ctx) => ctx.games.game(nodeId),
  LotteryMenu: (code, ctx) => ctx.lottery.menu(code),
  Banner: (id, ctx) => ctx.content.banner(id),
  Promotion: (id, ctx) => ctx.promotions.byId(id),
};
