import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../relay/global-id.js';

export const contentResolvers: Resolvers = {
  Query: {
    banners: (_root, args, ctx) => ctx.content.banners(args.group),
    popupNotices: (_root, _args, ctx) => ctx.content.popupNotices(),
    helpTopics: (_root, _args, ctx) => ctx.content.helpTopics(),
  },
  Site: {
    currency: (site, _args, ctx) => ctx.content.currency(site),
    jackpot: (site, _args, ctx) => ctx.content.contentOf(site).jackpot,
    // The download page takes its packages from the router list (spec 000 section 7), QR codes included.
    appDownloads: async (_site, _args, ctx) => (await ctx.content.siteRoutes()).appDownloads,
    lines: async (_site, _args, ctx) => (await ctx.content.siteRoutes()).lines,
    socialLinks: (site, _args, ctx) => ctx.content.contentOf(site).socialLinks,
    customerService: (site, _args, ctx) => ctx.content.customerService(site),
    imageCdns: (site, _args, ctx) => ctx.content.imageCdns(site),
  },
  Banner: {
    id: (banner) => toGlobalId('Banner', banner.id),
    imageUrl: (banner, _args, ctx) => ctx.content.bannerImageUrl(banner),
  },
};
