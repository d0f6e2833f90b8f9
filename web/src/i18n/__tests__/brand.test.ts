import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../locale';

// Issue 32, item 11: the brand was both "Saola" and "Sao La". One name everywhere the site says it.
const BRAND = 'Saola';
const otherSpellings = /sao[\s_-]+la\b/i;
const web = join(import.meta.dirname, '..', '..', '..');
const catalogues = import.meta.glob<Record<string, string>>('../messages/*.json', { eager: true, import: 'default' });

describe('the brand', () => {
  it.each(locales)('is %s\'s app.brand, and no message spells it otherwise', (locale) => {
    const catalogue = catalogues[`../messages/${locale}.json`] ?? {};
    expect(catalogue['app.brand']).toBe(BRAND);
    for (const [key, text] of Object.entries(catalogue)) expect(text, `${locale}:${key}`).not.toMatch(otherSpellings);
  });

  it('is the page title and the web manifest name', () => {
    const html = readFileSync(join(web, 'index.html'), 'utf8');
    expect(html).toContain(`<title>${BRAND}</title>`);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const manifest = JSON.parse(readFileSync(join(web, 'public', 'manifest.webmanifest'), 'utf8')) as { name: string; short_name: string };
    expect([manifest.name, manifest.short_name]).toEqual([BRAND, BRAND]);
  });
});
