import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const referralResolvers: Resolvers = {
  Viewer: {
    referral: (_viewer, _args, ctx) => ctx.referral.referral(),
  },
  Referral: {
    link: (referral, _args, ctx) => ctx.referral.link(referral),
    qrCode: (referral, _args, ctx) => ctx.referral.qrCode(referral),
    invitees: (_referral, args, ctx) => ctx.referral.invitees(args),
  },
};
