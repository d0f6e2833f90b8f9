import type { Language } from '../gql/graphql';

// One locale per Language of the schema, the default first: a Language added to the schema fails typecheck
// here until the web has a catalogue for it.
const localeOfLanguage = { VI: 'vi', EN: 'en', ZH: 'zh', JA: 'ja', TH: 'th', TL: 'tl', ID: 'id' } as const satisfies {
  [L in Language]: Lowercase<L>;
};

export const locales: ReadonlyArray<Lowercase<Language>> = Object.values(localeOfLanguage);
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'vi';

// The spec names these local-storage keys: `lang` is read at start, `hisLang` records the visitor's own choice
// (as opposed to the site's default) for the platform's language update.
const storageKey = 'lang';
const chosenKey = 'hisLang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function readStoredLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isLocale(stored) ? stored : defaultLocale;
  } catch {
    // Storage can be unavailable (privacy mode); the default language still works.
    return defaultLocale;
  }
}

export function storeLocale(locale: Locale): void {
  shareLocaleWithServer(locale);
  try {
    window.localStorage.setItem(storageKey, locale);
    window.localStorage.setItem(chosenKey, locale);
  } catch {
    // Not persisting the choice is acceptable; the session keeps it in memory.
  }
}

/**
 * The gateway puts a page's first answer into its HTML in the page's language; it cannot read local storage, so
 * the language also goes into a cookie (gateway/src/http/web-shell/route-data.ts reads it).
 */
export function shareLocaleWithServer(locale: Locale): void {
  document.cookie = `saola_locale=${locale}; path=/; max-age=31536000; samesite=lax`;
}

// The Apollo link reads the active language outside React, so it lives here rather than in context.
let activeLocale: Locale = defaultLocale;

export function getActiveLocale(): Locale {
  return activeLocale;
}

export function setActiveLocale(locale: Locale): void {
  activeLocale = locale;
  // The server renders a page's markup in a language too (entry-server.tsx); its <html lang> is the gateway's.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
