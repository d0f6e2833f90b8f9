import type { Language } from '../protocol/headers.js';

/** Seeded text exists in Vietnamese and English; the other languages read the English text. */
export interface Localized {
  vi: string;
  en: string;
}

export function localize(text: Localized, language: Language): string {
  return language === 'VI' ? text.vi : text.en;
}
