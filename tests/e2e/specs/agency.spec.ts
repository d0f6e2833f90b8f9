import type { BrowserContextOptions, Page } from '@playwright/test';
import { expect, test, type OpenContext } from '../support/own-context.js';
import { sandboxControl } from '../sandbox-control.js';
import { expectNoSidewaysScroll } from '../support/member-centre.js';

// The sandbox seed (sandbox/docs/agency.md): agent01 is a top agent; sub01 its direct downline (an agent too), who
// gave its own downline sub01m1 a 25% dividend contract. An offer or an answer under 25% meets the rate rule.

test.beforeEach(async () => {
  await sandboxControl('POST', '/reset');
});

/** A browser context of its own (its own session), in English, without the sandbox's pictures. */
async function openAs(openContext: OpenContext, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await openContext(options);
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  await context.route(/\/__sandbox\/assets\//, (route) => route.fulfill({ status: 204 }));
  return context.newPage();
}

/** Logs in through the agent login entry (spec 000 §6), which goes on to the agent centre. */
async function agentLogIn(page: Page, username: string): Promise<void> {
  await page.goto('/agentLogin');
  const form = page.getByTestId('agent-login-form');
  await form.locator('input[autocomplete="username"]').fill(username);
  await form.locator('input[autocomplete="current-password"]').fill('secret88');
  await form.locator('button[type="submit"]').click();
  // Wide screens open the default page; a phone the menu screen.
  await expect(page).toHaveURL(/\/agent(\/agentTeamOverview)?$/);
  await expect(page.getByTestId('agent-centre')).toBeVisible();
}

function teamRow(page: Page, account: string) {
  return page.getByTestId('team-table').getByTestId('record-row').filter({ hasText: account });
}

async function offerDividend(page: Page, downline: string, rate: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Agent centre menu' }).getByRole('link', { name: 'Team management' }).click();
  await teamRow(page, downline).getByRole('button', { name: 'Offer a contract' }).click();
  const dialog = page.getByTestId('offer-contract-dialog');
  await dialog.getByLabel('Contract kind').selectOption('DIVIDEND');
  await dialog.getByLabel('Period', { exact: true }).selectOption('MONTHLY');
  await dialog.getByLabel('Period valid bet').fill('10000');
  await dialog.getByLabel('Period profit and loss').fill('2000');
  await dialog.getByLabel('Active members').fill('2');
  await dialog.getByLabel('Rate (%)').fill(rate);
  await dialog.getByRole('button', { name: 'Send the offer' }).click();
}

test('an agent offers a contract, its downline accepts it, and the agent sees it active; the rate rule needs a confirmation', async ({ openContext }) => {
  const agent = await openAs(openContext);
  const downline = await openAs(openContext);
  await agentLogIn(agent, 'agent01');
  await agentLogIn(downline, 'sub01');

  // The offer is under the 25% sub01 gave sub01m1: the warning names that contract, and cancelling sends nothing.
  await offerDividend(agent, 'sub01', '20');
  const warning = agent.getByTestId('rate-rule-warning');
  await expect(warning).toContainText('A higher-rate downline contract exists; going ahead ends it');
  await expect(warning.getByTestId('contract-card')).toContainText('sub01m1');
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();
  await downline.goto('/contractRequest');
  await expect(downline.getByTestId('contract-requests').getByTestId('contract-card').filter({ hasText: 'Dividend' })).toHaveCount(0);

  await agent.getByTestId('offer-contract-dialog').getByRole('button', { name: 'Send the offer' }).click();
  await agent.getByTestId('rate-rule-warning').getByRole('button', { name: 'Go ahead and end them' }).click();
  await expect(agent.getByTestId('offer-sent')).toHaveText('Offer sent to Đại lý con Saola (sub01); waiting for the answer.');
  // The outcome replaces the form: a second offer is not one tap away (issue 32, item 11).
  await expect(agent.getByTestId('offer-contract-dialog').getByRole('button', { name: 'Send the offer' })).toHaveCount(0);

  // The downline sees the offer, and accepting it under its own 25% contract is warned about in turn.
  await downline.reload();
  const offer = downline.getByTestId('contract-requests').getByTestId('contract-card').filter({ hasText: 'Dividend' });
  await expect(offer).toContainText('Waiting for an answer');
  await expect(offer).toContainText('20%');
  await offer.getByRole('button', { name: 'Accept' }).click();
  await downline.getByTestId('rate-rule-warning').getByRole('button', { name: 'Go ahead and end them' }).click();
  await expect(downline.getByTestId('contract-requests').getByTestId('contract-card').filter({ hasText: 'Dividend' })).toHaveCount(0);
  await expect(downline.getByTestId('contracts-held').getByTestId('contract-card').filter({ hasText: 'Dividend' })).toContainText('Active');

  // The agent sees the contract active among those it offered.
  await agent.getByTestId('offer-contract-dialog').getByRole('button', { name: 'Close' }).click();
  await agent.getByRole('tab', { name: 'Contracts offered' }).click();
  await agent.getByLabel('Contract kind').selectOption('DIVIDEND');
  await agent.getByLabel('Status').selectOption('ACTIVE');
  await expect(agent).toHaveURL(/kind=DIVIDEND&status=ACTIVE$/);
  const active = agent.getByTestId('downline-contracts').getByTestId('contract-card');
  await expect(active).toHaveCount(1);
  await expect(active).toContainText('Dividend · Monthly · 20%');
  await expect(active).toContainText('sub01');
});

test('a transfer to a downline shows the success message naming sender, recipient, amount and note', async ({ openContext }) => {
  const agent = await openAs(openContext);
  await agentLogIn(agent, 'agent01');
  await agent.getByRole('navigation', { name: 'Agent centre menu' }).getByRole('link', { name: 'Team management' }).click();
  await teamRow(agent, 'player01').getByRole('button', { name: 'Transfer' }).click();
  const dialog = agent.getByTestId('transfer-to-downline-dialog');
  await dialog.getByLabel('Amount').fill('100.25');
  await dialog.getByRole('textbox', { name: 'Withdraw password' }).fill('666888');
  await dialog.getByLabel('Note (optional)').fill('Thưởng tuần');
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog.getByTestId('downline-transfer-done')).toHaveText('Đại lý Saola (agent01) sent 100.25 K to Minh Anh (player01). Note: Thưởng tuần');
  // The outcome replaces the form (issue 32, item 11): no second transfer is one tap away, and OK closes the dialog.
  await expect(dialog.getByRole('button', { name: 'Transfer', exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel('Amount')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
});

test('a member is refused at the agent entry and in the agent centre', async ({ openContext }) => {
  const member = await openAs(openContext);
  await member.goto('/agentLogin');
  const form = member.getByTestId('agent-login-form');
  await form.locator('input[autocomplete="username"]').fill('player01');
  await form.locator('input[autocomplete="current-password"]').fill('secret88');
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole('alert')).toHaveText('This account is not an agent account');

  await member.goto('/login');
  await member.getByTestId('login-form').locator('input[autocomplete="username"]').fill('player01');
  await member.getByTestId('login-form').locator('input[autocomplete="current-password"]').fill('secret88');
  await member.getByTestId('login-form').locator('button[type="submit"]').click();
  await expect(member.getByTestId('nickname')).toBeVisible();
  await expect(member.getByTestId('header-agent')).toHaveCount(0);
  await member.goto('/agent/agentTeamOverview');
  await expect(member.getByTestId('agent-refused')).toBeVisible();
});

test('the agent centre on a phone (390 px): a menu screen and full-width pages, nothing scrolls sideways', async ({ openContext }) => {
  // Nine pages opened in turn: more than the default minute on a busy 2-core machine.
  test.setTimeout(180_000);
  const agent = await openAs(openContext, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await agentLogIn(agent, 'agent01');
  await agent.goto('/agent');
  const menu = agent.getByRole('navigation', { name: 'Agent centre menu' });
  await expect(menu).toBeVisible();
  await expectNoSidewaysScroll(agent);
  const pages: ReadonlyArray<[string, string]> = [
    ['Announcement', 'agent-announcements'],
    ['Team overview', 'team-structure'],
    ['Register account', 'downline-register'],
    ['Team management', 'team-table'],
    ['Team betting', 'team-bets'],
    ['User loss', 'user-loss'],
    ['My income', 'income-sources'],
    ['Account details', 'team-transactions'],
  ];
  for (const [title, content] of pages) {
    await agent.goto('/agent');
    await menu.getByRole('link', { name: title, exact: true }).click();
    await expect(agent.getByRole('heading', { level: 1, name: title }), title).toBeVisible();
    await expect(agent.getByTestId(content), title).toBeVisible();
    await expectNoSidewaysScroll(agent);
  }
});
