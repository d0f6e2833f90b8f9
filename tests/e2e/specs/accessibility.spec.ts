import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sandboxControl } from '../sandbox-control.js';
import { gql } from '../support/identity.js';
import {
  agentRoutes,
  logInOnLoginPage,
  memberRoutes,
  openRoute,
  openWalker,
  phoneContext,
  visitorRoutes,
} from '../support/route-walk.js';

// Issue 16: no serious or critical axe violation on any route, on a desktop and on a phone (WCAG 2.1 A and AA
// rules and axe's best practices), and one h1 on every page.

const desktop = { viewport: { width: 1280, height: 800 } };

test.beforeAll(async () => {
  await sandboxControl('POST', '/reset');
});

async function axeWalk(page: Page, routes: readonly string[]): Promise<void> {
  const problems: string[] = [];
  let checked = 0;
  for (const path of routes) {
    problems.push(...(await openRoute(page, path)));
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    checked += 1;
    for (const violation of violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ');
      problems.push(`${path}: ${violation.impact} ${violation.id} (${violation.nodes.length}×) ${targets}`);
    }
  }
  process.stdout.write(`axe: ${checked} routes checked, ${problems.length} problems\n`);
  expect(problems).toEqual([]);
}

async function promotionRoutes(page: Page): Promise<string[]> {
  const { data } = await gql<{ promotions: Array<{ id: string }> }>(page.request, '{ promotions { id } }');
  const id = data?.promotions[0]?.id ?? '';
  return visitorRoutes.map((path) => (path === '/promoDetail' ? `${path}?id=${encodeURIComponent(id)}` : path));
}

for (const [device, options] of [
  ['desktop', desktop],
  ['phone', phoneContext],
] as const) {
  test.describe(`on a ${device}`, () => {
    test('a visitor: no serious or critical axe violation on any route', async ({ browser }) => {
      test.setTimeout(600_000);
      const page = await openWalker(browser, options);
      await axeWalk(page, await promotionRoutes(page));
    });

    test('a member and an agent: none in the member and agent centres', async ({ browser }) => {
      test.setTimeout(600_000);
      const member = await openWalker(browser, options);
      await logInOnLoginPage(member, 'player01');
      await axeWalk(member, memberRoutes);
      const agent = await openWalker(browser, options);
      await logInOnLoginPage(agent, 'agent01');
      await axeWalk(agent, agentRoutes);
    });
  });
}
