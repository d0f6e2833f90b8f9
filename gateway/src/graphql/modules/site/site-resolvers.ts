import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES } from '../../platform/language.js';
import { asksForVisitorFields } from './visitor-fields.js';

export const siteResolvers: Resolvers = {
  Query: {
    // A query that asks no field of the visitor's own gets the status every visitor shares: the same answer for
    // everyone, with no region check (issue 33: the public pages); one that does gets the visitor's, from one call.
    site: (_root, _args, ctx, info) => (asksForVisitorFields(info) ? ctx.site.site() : ctx.site.everyonesSite()),
  },
  Site: {
    defaultLanguage: () => DEFAULT_LANGUAGE,
    languages: () => [...SITE_LANGUAGES],
    loginOptions: (site) => site.loginOptions,
    navigationGuard: (site, _args, ctx) => ctx.site.navigationGuard(site),
    countries: (_site, _args, ctx) => ctx.site.countries(),
  },
};
