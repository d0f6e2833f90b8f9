import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES } from '../../language.js';

export const siteResolvers: Resolvers = {
  Query: {
    site: (_root, _args, ctx) => ctx.site.site(),
  },
  Site: {
    defaultLanguage: () => DEFAULT_LANGUAGE,
    languages: () => [...SITE_LANGUAGES],
  },
};
