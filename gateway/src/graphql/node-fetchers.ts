import type { GatewayContext } from './context.js';
import type { NodeFetchers } from './relay/node-resolvers.js';
import { toGlobalId } from './relay/global-id.js';
import { isTrialType } from './roles/account-types.js';

/** The platform's numeric ids: anything else names nothing. */
const PLATFORM_ID = /^[1-9]\d{0,14}$/;

/** Money entities answer only a real account's own session (as their @auth(requires: REAL_ACCOUNT) fields). */
async function realAccount(ctx: GatewayContext): Promise<boolean> {
  const session = await ctx.session.get();
  return session !== null && !isTrialType(session.accountType);
}

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
  DepositChannel: async (id, ctx) => ((await realAccount(ctx)) ? ctx.deposits.channel(id) : null),
  DepositOrder: async (orderNo, ctx) => ((await realAccount(ctx)) ? ctx.deposits.order(orderNo) : null),
  ReceivingAccount: async (id, ctx) => ((await realAccount(ctx)) ? ctx.withdrawals.receivingAccount(id) : null),
  WithdrawalConfirmation: async (id, ctx) => ((await realAccount(ctx)) ? ctx.withdrawalConfirmations.byId(id) : null),
  // The points mall and the inbox are a real account's own too (Viewer.points, Viewer.inbox).
  PointReward: async (id, ctx) => ((await realAccount(ctx)) && PLATFORM_ID.test(id) ? ctx.points.reward(Number(id)) : null),
  InboxMessage: async (id, ctx) => ((await realAccount(ctx)) && PLATFORM_ID.test(id) ? ctx.inbox.message(Number(id)) : null),
  // A contract answers only a party to it, found the way @ownTree finds it (Viewer.contracts is REAL_ACCOUNT).
  Contract: async (id, ctx) => ((await realAccount(ctx)) ? ((await ctx.ownTree.contract(toGlobalId('Contract', id))) ?? null) : null),
};
