import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const authResolvers: Resolvers = {
  Mutation: {
    login: (_root, { input }, ctx) => ctx.auth.login(input),
    loginWithSms: (_root, { input }, ctx) => ctx.auth.loginWithSms(input),
    loginWithProvider: (_root, { input }, ctx) => ctx.auth.loginWithProvider(input),
    requestSmsCode: (_root, { input }, ctx) => ctx.auth.requestSmsCode(input),
    requestCaptcha: (_root, _args, ctx) => ctx.auth.requestCaptcha(),
    startFreePlay: (_root, _args, ctx) => ctx.auth.startFreePlay(),
    logout: (_root, _args, ctx) => ctx.auth.logout(),
  },
};
