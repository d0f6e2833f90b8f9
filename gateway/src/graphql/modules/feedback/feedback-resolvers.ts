import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const feedbackResolvers: Resolvers = {
  Query: {
    feedbackRules: (_root, _args, ctx) => ctx.feedback.rules(),
  },
  Mutation: {
    submitFeedback: (_root, { input }, ctx) => ctx.feedback.submit(input),
  },
};
