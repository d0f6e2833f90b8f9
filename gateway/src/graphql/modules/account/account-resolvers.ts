import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../relay/global-id.js';
import { accountTypeOf, isAgentType, isTrialType } from './account-types.js';

export const accountResolvers: Resolvers = {
  Query: {
    viewer: (_root, _args, ctx) => ctx.account.viewer(),
  },
  Mutation: {
    login: (_root, { input }, ctx) => ctx.account.login(input),
    logout: (_root, _args, ctx) => ctx.account.logout(),
  },
  Viewer: {
    member: (viewer, _args, ctx) => ctx.account.member(viewer),
    wallet: (viewer, _args, ctx) => ctx.account.wallet(viewer),
  },
  Member: {
    id: (member) => toGlobalId('Member', member.id),
    accountType: (member) => accountTypeOf(member.type),
    isAgent: (member) => isAgentType(member.type),
    isTrial: (member) => isTrialType(member.type),
  },
  Wallet: {
    id: (wallet) => toGlobalId('Wallet', wallet.memberId),
  },
};
