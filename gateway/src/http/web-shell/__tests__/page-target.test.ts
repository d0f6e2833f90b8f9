import { describe, expect, it } from 'vitest';
import { namesNoView } from '../page-target.js';

describe("a page URL's view", () => {
  it("is the bare path's with no query string or only an ad's campaign and click ids", () => {
    for (const search of ['', '?utm_source=fb&utm_medium=cpc&utm_campaign=tet', '?gclid=abc', '?fbclid=x&utm_content=banner']) {
      expect(namesNoView(new URLSearchParams(search))).toBe(true);
    }
  });

  it('is its own once any other parameter names one (a filter, a game, an invitation code)', () => {
    for (const search of ['?type=DEPOSIT', '?gameCode=MB&utm_source=fb', '?affiliateCode=A1', '?utm=1', '?view=applications']) {
      expect(namesNoView(new URLSearchParams(search))).toBe(false);
    }
  });
});
