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
};
