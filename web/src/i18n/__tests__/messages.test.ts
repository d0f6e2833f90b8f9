import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { locales } from '../locale';
import { loadMessages } from '../messages';
import vi from '../messages/vi.json';

const catalogues = import.meta.glob<Record<string, string>>('../messages/*.json', { eager: true, import: 'default' });

describe('message catalogues', () => {
  it('has exactly one catalogue per supported locale', () => {
    const files = Object.keys(catalogues).map((path) => path.replace('../messages/', '').replace('.json', ''));
    expect(files.sort()).toEqual([...locales].sort());
  });

  it.each(locales)('%s has exactly the keys of vi.json, all non-empty', (locale) => {
    const catalogue = catalogues[`../messages/${locale}.json`] ?? {};
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(vi).sort());
    for (const [key, text] of Object.entries(catalogue)) {
      expect(text.trim(), `${locale}:${key}`).not.toBe('');
    }
  });

  it.each(locales)('%s messages format cleanly with the same placeholders as vi', (locale) => {
    const catalogue = catalogues[`../messages/${locale}.json`] ?? {};
    const problems: string[] = [];
    const intl = createIntl({ locale, messages: catalogue, onError: (error) => problems.push(error.message) });
    // Argument names, plain ({seconds}) or formatted ({seconds, plural, ...}): a language may need plural
    // forms where vi has none, but never a different argument.
    const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();
    for (const [key, text] of Object.entries(catalogue)) {
      expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(vi[key as keyof typeof vi]));
      // Every placeholder gets a sample value, so a message that fails to format is the catalogue's fault.
      const values = Object.fromEntries(placeholders(text).map((name) => [name, 7]));
      intl.formatMessage({ id: key as keyof typeof vi }, values);
    }
    expect(problems).toEqual([]);
  });

  it('loads a catalogue on demand', async () => {
    const en = await loadMessages('en');
    expect(en['auth.login.submit']).toBe('Log in');
  });
});
