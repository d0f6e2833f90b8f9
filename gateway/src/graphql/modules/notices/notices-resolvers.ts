import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { connectionFromArray } from '../../relay/connection.js';
import { toGlobalId } from '../../relay/global-id.js';

export const NOTICE_PAGE_SIZE = 9;

export const noticesResolvers: Resolvers = {
  Query: {
    notices: async (_root, args, ctx) => connectionFromArray(await ctx.notices.playerNotices(), args, NOTICE_PAGE_SIZE),
  },
  Notice: {
    id: (notice) => toGlobalId('Notice', notice.id),
  },
};
