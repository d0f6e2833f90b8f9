import type { Language } from '../../__generated__/schema-types.js';
import type { UpstreamLanguage } from '../../infra/upstream/index.js';

export const SITE_LANGUAGES: readonly Language[] = ['VI', 'EN', 'ZH', 'JA', 'TH', 'TL', 'ID'];
export const DEFAULT_LANGUAGE: Language = 'VI';

const BY_TAG: Record<string, Language> = { vi: 'VI', en: 'EN', zh: 'ZH', ja: 'JA', th: 'TH', tl: 'TL', fil: 'TL', id: 'ID' };

// The platform's own codes differ from ISO for Chinese (CN) and Tagalog (TY).
const UPSTREAM: Record<Language, UpstreamLanguage> = {
  VI: 'VI', EN: 'EN', ZH: 'CN', JA: 'JA', TH: 'TH', TL: 'TY', ID: 'ID',
};

/** The first language of an Accept-Language header that the site speaks, else Vietnamese. */
export function languageFromHeader(header: string | undefined): Language {
  for (const part of (header ?? '').split(',').slice(0, 10)) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    // Own properties only: a tag such as "constructor" is no language.
    const language = tag && Object.hasOwn(BY_TAG, tag) ? BY_TAG[tag] : undefined;
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export const toUpstreamLanguage = (language: Language): UpstreamLanguage => UPSTREAM[language];
