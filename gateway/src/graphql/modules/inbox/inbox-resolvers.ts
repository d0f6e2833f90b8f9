import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const inboxResolvers: Resolvers = {
  Viewer: {
    inbox: (_viewer, args, ctx) => ctx.inbox.messages(args, args.filter),
  },
  Mutation: {
    readInboxMessage: (_root, { input }, ctx) => ctx.inbox.read(input),
    markInboxMessagesRead: (_root, { input }, ctx) => ctx.inbox.markRead(input),
  },
  ReadInboxMessagePayload: {
    viewer: (_payload, _args, ctx) => ctx.account.viewer(),
  },
  MarkInboxMessagesReadPayload: {
    viewer: (_payload, _args, ctx) => ctx.account.viewer(),
  },
};
