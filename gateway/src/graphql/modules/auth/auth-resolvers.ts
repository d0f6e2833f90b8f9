import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const authResolvers: Resolvers = {
  LoginOptions: {
    humanVerification: (options, _args, ctx) => (options.humanVerificationRequired ? ctx.auth.humanVerificationSetup() : null),
    firebase: (options, _args, ctx) => (options.google || options.facebook || options.thirdPartySms ? ctx.auth.firebaseWebConfig() : null),
  },
  Mutation: {
    login: (_root, { input }, ctx) => ctx.auth.login(input),
    loginWithSms: (_root, { input }, ctx) => ctx.auth.loginWithSms(input),
    loginWithProvider: (_root, { input }, ctx) => ctx.auth.loginWithProvider(input),
    requestSmsCode: (_root, { input }, ctx) => ctx.auth.requestSmsCode(input),
    requestCaptcha: (_root, _args, ctx) => ctx.auth.requestCaptcha(),
    startHumanVerification: (_root, _args, ctx) => ctx.auth.startHumanVerification(),
    startFreePlay: (_root, _args, ctx) => ctx.auth.startFreePlay(),
    logout: (_root, _args, ctx) => ctx.auth.logout(),
  },
};
