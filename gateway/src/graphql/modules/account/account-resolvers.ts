import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../relay/global-id.js';
import { accountTypeOf, isAgentType, isTrialType, VIP_SERVICE_RANK } from '../../roles/account-types.js';

export const accountResolvers: Resolvers = {
  Query: {
    viewer: (_root, _args, ctx) => ctx.account.viewer(),
  },
  Viewer: {
    member: (viewer, _args, ctx) => ctx.account.member(viewer),
    wallet: (viewer, _args, ctx) => ctx.account.wallet(viewer),
    headerWallet: (viewer, { wait }, ctx) => (wait ? ctx.account.wallet(viewer) : ctx.headerDeadline.within('wallet', ctx.account.wallet(viewer))),
  },
  Member: {
    id: (member) => toGlobalId('Member', member.id),
    accountType: (member) => accountTypeOf(member.type),
    isAgent: (member) => isAgentType(member.type),
    isTrial: (member) => isTrialType(member.type),
    vipService: (member) => (member.rankLevel ?? 0) > VIP_SERVICE_RANK,
    vipLevel: (member) => member.rankLevel ?? 0,
  },
  Wallet: {
    id: (wallet) => toGlobalId('Wallet', wallet.memberId),
  },
};
