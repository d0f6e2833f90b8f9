import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Issue 16: the serious and critical axe violations of the page as it is (WCAG 2.1 A and AA rules and axe's best
 * practices), one line each, named by the route.
 */
export async function axeProblems(page: Page, path: string): Promise<string[]> {
  // Only violations are read: axe then keeps one node per passing rule instead of all of them (its own advice
  // for speed). Legacy mode runs axe in the page itself, frames reached through axe's own messaging, instead of
  // opening a second page per route to merge per-frame results.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ');
      return `${path}: ${violation.impact} ${violation.id} (${violation.nodes.length}×) ${targets}`;
    });
}
