import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { gatewayError } from '../../../infra/errors/gateway-error.js';

export const memberResolvers: Resolvers = {
  Member: {
    hasMemberLabel: (member) => member.hasMemberLabel,
    avatarUrl: async (_member, _args, ctx) => {
      const viewer = await ctx.account.viewer();
      return viewer === null ? null : ctx.avatars.currentUrl(viewer.session.token);
    },
  },
  Viewer: {
    vip: (_viewer, _args, ctx) => ctx.vip.progress(),
    avatars: (_viewer, _args, ctx) => ctx.avatars.avatars(),
  },
  Mutation: {
    setAvatar: async (_root, { input }, ctx) => {
      const viewer = await ctx.account.viewer();
      if (viewer === null) throw gatewayError('UNAUTHENTICATED');
      const { userErrors } = await ctx.avatars.choose(input, viewer.session.token);
      return { member: userErrors.length === 0 ? await ctx.account.member(viewer) : null, userErrors };
    },
  },
};
