import type { Page } from '@playwright/test';
import { expect, test } from '../support/own-context.js';
import { sandboxControl } from '../sandbox-control.js';
import { axeProblems } from '../support/axe.js';
import { gql } from '../support/identity.js';
import {
  agentRoutes,
  logInOnLoginPage,
  memberRoutes,
  openRoute,
  openWalker,
  visitorRoutes,
} from '../support/route-walk.js';

// Issue 16: no serious or critical axe violation on any route, on a desktop (here) and on a phone (phone.spec.ts
// checks it in its walk at 390 px, so the routes are walked once per device), and one h1 on every page.

const desktop = { viewport: { width: 1280, height: 800 } };

test.beforeAll(async () => {
  await sandboxControl('POST', '/reset');
});

async function axeWalk(page: Page, routes: readonly string[]): Promise<void> {
  const problems: string[] = [];
  let checked = 0;
  for (const path of routes) {
    problems.push(...(await openRoute(page, path)));
    problems.push(...(await axeProblems(page, path)));
    checked += 1;
  }
  process.stdout.write(`axe: ${checked} routes checked, ${problems.length} problems\n`);
  expect(problems).toEqual([]);
}

async function promotionRoutes(page: Page): Promise<string[]> {
  const { data } = await gql<{ promotions: Array<{ id: string }> }>(page.request, '{ promotions { id } }');
  const id = data?.promotions[0]?.id ?? '';
  return visitorRoutes.map((path) => (path === '/promoDetail' ? `${path}?id=${encodeURIComponent(id)}` : path));
}

test.describe('on a desktop', () => {
  test('a visitor: no serious or critical axe violation on any route', async ({ openContext }) => {
    test.setTimeout(600_000);
    const page = await openWalker(openContext, desktop);
    await axeWalk(page, await promotionRoutes(page));
  });

  test('a member and an agent: none in the member and agent centres', async ({ openContext }) => {
    test.setTimeout(600_000);
    const member = await openWalker(openContext, desktop);
    await logInOnLoginPage(member, 'player01');
    await axeWalk(member, memberRoutes);
    const agent = await openWalker(openContext, desktop);
    await logInOnLoginPage(agent, 'agent01');
    await axeWalk(agent, agentRoutes);
  });
});
