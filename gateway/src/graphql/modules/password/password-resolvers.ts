import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const passwordResolvers: Resolvers = {
  Mutation: {
    changePassword: (_root, { input }, ctx) => ctx.passwords.changePassword(input),
    requestPasswordReset: (_root, { input }, ctx) => ctx.passwords.requestPasswordReset(input),
    resetPasswordByPhone: (_root, { input }, ctx) => ctx.passwords.resetPasswordByPhone(input),
  },
};
