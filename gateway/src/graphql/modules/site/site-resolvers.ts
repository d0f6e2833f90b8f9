import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES } from '../../platform/language.js';

export const siteResolvers: Resolvers = {
  Query: {
    site: (_root, _args, ctx) => ctx.site.site(),
  },
  Site: {
    defaultLanguage: () => DEFAULT_LANGUAGE,
    languages: () => [...SITE_LANGUAGES],
    loginOptions: (site) => site.loginOptions,
    navigationGuard: (site, _args, ctx) => ctx.site.navigationGuard(site),
    countries: (_site, _args, ctx) => ctx.site.countries(),
  },
};
