import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const registrationResolvers: Resolvers = {
  Query: {
    affiliateCode: (_root, { code }, ctx) => ctx.registration.affiliateCode(code),
  },
  Mutation: {
    register: (_root, { input }, ctx) => ctx.registration.register(input),
  },
  Site: {
    registrationForm: (_site, _args, ctx) => ctx.registration.form(),
  },
};
