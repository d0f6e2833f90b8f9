import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { connectionFromArray, forwardPage } from '../../relay/connection.js';
import { toGlobalId } from '../../relay/global-id.js';

export const NOTICE_PAGE_SIZE = 9;

export const noticesResolvers: Resolvers = {
  Query: {
    notices: async (_root, args, ctx) => {
      // Checked before the notices are read: a bad cursor costs no platform call.
      forwardPage(args, NOTICE_PAGE_SIZE);
      return connectionFromArray(await ctx.notices.playerNotices(), args, NOTICE_PAGE_SIZE);
    },
  },
  Notice: {
    id: (notice) => toGlobalId('Notice', notice.id),
  },
};
