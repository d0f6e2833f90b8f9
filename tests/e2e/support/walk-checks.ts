import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** What one route measured at one size, in the page (one round trip). */
export interface WalkFigures {
  width: number;
  scrollWidth: number;
  scrollHeight: number;
  /** Where the page's last footer ends (document coordinates), or null on chromeless pages. */
  footerBottom: number | null;
  /** What the bars pinned to the bottom of the screen take from it (the page may scroll that far past its footer). */
  bottomBars: number;
  /** Controls a fixed or sticky bar covers where the page cannot scroll them out from under it. */
  covered: string[];
}

/**
 * Measures the page: its width and height against the screen and its footer, and the controls a pinned bar
 * (header, bottom tab bar: any fixed or sticky box across the screen's width at its top or bottom edge) covers.
 * A page shows its top under the top bars at scroll 0 and its end above the bottom bars at its last scroll
 * position: what is still covered there cannot be reached.
 */
export function measureWalk(page: Page): Promise<WalkFigures> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
    const bars = (edge: 'top' | 'bottom') =>
      [...document.querySelectorAll('body *')].filter((element) => {
        const style = getComputedStyle(element);
        if (style.position !== 'fixed' && style.position !== 'sticky') return false;
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        const rect = element.getBoundingClientRect();
        if (rect.width < window.innerWidth * 0.9 || rect.height < 1 || rect.height > window.innerHeight / 3) return false;
        return edge === 'top' ? rect.top <= 1 && rect.bottom > 1 : rect.bottom >= window.innerHeight - 1 && rect.top < window.innerHeight - 1;
      });
    const coveredBy = (barList: Element[]) => {
      const found: string[] = [];
      const controls = document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]');
      for (const control of controls) {
        if (barList.some((bar) => bar.contains(control))) continue;
        const rect = control.getBoundingClientRect();
        if (rect.width < 2 || rect.height < 2 || getComputedStyle(control).visibility === 'hidden') continue;
        const x = rect.left + rect.width / 2;
        const y = rect.top + rect.height / 2;
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && barList.some((bar) => bar.contains(hit))) found.push(name(control));
      }
      return found;
    };
    const start = root.scrollTop;
    root.scrollTop = 0;
    const covered = coveredBy(bars('top'));
    root.scrollTop = root.scrollHeight;
    const bottom = bars('bottom');
    covered.push(...coveredBy(bottom));
    const bottomBars = bottom.reduce((sum, bar) => sum + bar.getBoundingClientRect().height, 0);
    const footers = document.querySelectorAll('footer');
    const footer = footers[footers.length - 1];
    const footerBottom = footer ? Math.round(footer.getBoundingClientRect().bottom + root.scrollTop) : null;
    root.scrollTop = start;
    return {
      width: window.innerWidth,
      scrollWidth: root.scrollWidth,
      scrollHeight: root.scrollHeight,
      footerBottom,
      bottomBars: Math.round(bottomBars),
      covered: [...new Set(covered)],
    };
  });
}

/** The breaches of the walk's layout rules in one measurement, as readable lines. */
export function walkBreaches(at: string, figures: WalkFigures): string[] {
  const breaches: string[] = [];
  if (figures.scrollWidth > figures.width) breaches.push(`${at}: scrolls sideways (${figures.scrollWidth} px wide)`);
  // A pixel of rounding, and the room kept for the bottom bars, are not a void past the footer.
  if (figures.footerBottom !== null && figures.scrollHeight > figures.footerBottom + figures.bottomBars + 2) {
    breaches.push(`${at}: scrolls ${figures.scrollHeight - figures.footerBottom} px past its footer`);
  }
  for (const control of figures.covered) breaches.push(`${at}: covered by a fixed bar: ${control}`);
  return breaches;
}

const catalogue = (locale: string) =>
  Object.values(JSON.parse(readFileSync(new URL(`../../../web/src/i18n/messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>);
const words = (texts: string[]) =>
  new Set(texts.flatMap((text) => [...text.replace(/\{[^{}]*\}/g, ' ').matchAll(/[A-Za-z]{3,}/g)].map((match) => match[0].toLowerCase())));

/**
 * The English of our own interface: the words of the English catalogue that the Vietnamese one never uses (so
 * "VIP", "OTP" or "Email", which Vietnamese uses too, are not counted).
 */
const vietnameseWords = words(catalogue('vi'));
const englishWords = new Set([...words(catalogue('en'))].filter((word) => !vietnameseWords.has(word)));

/**
 * Names the platform or the brand gives, not words of ours to translate: vendors, games, wallets and the
 * sandbox's merchant content, as they show on a Vietnamese page.
 */
export const brandNames: readonly string[] = ['Saola'];

const allowed = new Set(brandNames.flatMap((brand) => [...words([brand])]));

/** English words of our interface on the page, outside the allow-list of brand names. */
export async function untranslatedOnPage(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const element of clone.querySelectorAll('script, style, noscript, [translate="no"]')) element.remove();
    return clone.innerText || clone.textContent || '';
  });
  // Whole words only: a Latin run inside a Vietnamese word ("Đăng") is not a word, nor is a part of a loanword
  // ("e-sports"), an address ("/register?code=") or a masked or numbered account ("sub***", "sub01").
  const found = [...text.matchAll(/(?<![\p{L}\p{N}\-_*/.@:])[A-Za-z]{3,}(?![\p{L}\p{N}\-_*/@])/gu)].map((match) => match[0]);
  return [...new Set(found.filter((word) => englishWords.has(word.toLowerCase()) && !allowed.has(word.toLowerCase())))];
}
