import { describe, expect, it } from 'vitest';
import { languageFromHeader } from '../language.js';

describe('the request language', () => {
  it('is the first language of Accept-Language the site speaks', () => {
    expect(languageFromHeader('fr-FR, en-GB;q=0.8, vi;q=0.5')).toBe('EN');
    expect(languageFromHeader(undefined)).toBe('VI');
  });

  it('is never an Object.prototype name', () => {
    for (const tag of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(languageFromHeader(tag), tag).toBe('VI');
      expect(languageFromHeader(`${tag}, th`), tag).toBe('TH');
    }
  });
});
