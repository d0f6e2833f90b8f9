import type { Page } from '@playwright/test';

/** What one route measured at one width; the walk prints these figures and collects the breaches. */
export interface PhoneFigures {
  width: number;
  height: number;
  scrollWidth: number;
  /** The bottom edge of the site header (top bar, header row and category strip), or null on chromeless pages. */
  headerBottom: number | null;
  /** Main controls (header, tab bar, open drawer) smaller than 44 × 44 px, by their text or label. */
  smallTargets: string[];
  /** Open dialogs that stick out of the screen, by their label. */
  overflowingDialogs: string[];
}

/** Measures the page as it is now (in the page, so one round trip per width). */
export function measurePhoneLayout(page: Page): Promise<PhoneFigures> {
  return page.evaluate(() => {
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    const controls = document.querySelectorAll(
      '[data-testid="site-header"] :is(a, button, select, input), [data-testid="phone-tab-bar"] :is(a, button), [data-testid="phone-drawer"] :is(a, button, select)',
    );
    const smallTargets = [...controls]
      .filter(shown)
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        // Half a pixel of rounding is not a smaller target.
        return rect.width < 43.5 || rect.height < 43.5;
      })
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return `${name(element)} (${Math.round(rect.width)}×${Math.round(rect.height)})`;
      });
    const overflowingDialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
      .filter(shown)
      .filter((dialog) => {
        const rect = dialog.getBoundingClientRect();
        return rect.left < 0 || rect.right > window.innerWidth || rect.height > window.innerHeight;
      })
      .map(name);
    const header = document.querySelector('[data-testid="site-header"]');
    return {
      width: window.innerWidth,
      height: window.innerHeight,
      scrollWidth: (document.scrollingElement ?? document.documentElement).scrollWidth,
      headerBottom: header ? Math.round(header.getBoundingClientRect().bottom + window.scrollY) : null,
      smallTargets,
      overflowingDialogs,
    };
  });
}

/** The breaches of the phone rules in one measurement, as readable lines. */
export function phoneBreaches(path: string, figures: PhoneFigures): string[] {
  const at = `${path} @${figures.width}`;
  const breaches: string[] = [];
  if (figures.scrollWidth > figures.width) breaches.push(`${at}: scrolls sideways (${figures.scrollWidth} px wide)`);
  if (figures.headerBottom !== null && figures.headerBottom > figures.height / 4) {
    breaches.push(`${at}: header ${figures.headerBottom} px, over a quarter of ${figures.height}`);
  }
  for (const target of figures.smallTargets) breaches.push(`${at}: small touch target ${target}`);
  for (const dialog of figures.overflowingDialogs) breaches.push(`${at}: dialog does not fit: ${dialog}`);
  return breaches;
}
