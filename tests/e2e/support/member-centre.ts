import { expect, type Locator, type Page } from '@playwright/test';
import { submitLoginForm } from './header-login.js';

/** What shows that each member-centre page rendered its own content (English UI). */
export const memberPages: ReadonlyArray<{ key: string; title: string; content: (page: Page) => ReturnType<Page['getByTestId']> }> = [
  { key: 'securityCenter', title: 'My account', content: (page) => page.getByTestId('profile') },
  { key: 'transferFund', title: 'Wallet', content: (page) => page.getByTestId('wallet-total') },
  { key: 'depositv2', title: 'Deposit', content: (page) => page.getByRole('tablist', { name: 'Deposit methods' }) },
  { key: 'withdraw', title: 'Withdraw', content: (page) => page.getByTestId('withdraw-figures') },
  { key: 'transferUpline', title: 'Transfer to upline', content: (page) => page.getByRole('form', { name: 'Transfer to upline' }) },
  { key: 'personalHistoryCopy', title: 'Betting record', content: (page) => page.getByTestId('bet-records') },
  { key: 'transactionHistory', title: 'Account record', content: (page) => page.getByTestId('account-records') },
  { key: 'personalProfit', title: 'Profit and loss', content: (page) => page.getByTestId('profit-figures') },
  { key: 'bonusDetails', title: 'Bonus details', content: (page) => page.getByTestId('bonus-records') },
  { key: 'playerRank', title: 'VIP level', content: (page) => page.getByTestId('vip-levels') },
  { key: 'rewardCenter', title: 'Reward centre', content: (page) => page.getByTestId('reward-centre') },
  { key: 'referral', title: 'Invite friends', content: (page) => page.getByTestId('referral') },
  { key: 'missionLeaderboard', title: 'Missions', content: (page) => page.getByTestId('missions-page') },
  { key: 'messageV2', title: 'Inbox', content: (page) => page.getByTestId('inbox') },
];

/** Logs in on the login page (English UI) and waits for the member's nickname. */
export async function logIn(page: Page, username: string, password = 'secret88'): Promise<void> {
  // The login page has the full form at every width (a phone's header has only a login button).
  await page.goto('/login');
  await submitLoginForm(page, username, password);
}

/** The page scrolls only up and down: nothing sticks out sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.client);
}

/** The header's balance as a number (English formatting, in the platform's unit: "1,550.50 K"). */
export async function headerBalance(page: Page): Promise<number> {
  const balance = page.getByTestId('balance');
  await expect(balance).not.toHaveText('Updating…');
  return Number((await balance.innerText()).replace(/[^\d.-]/g, ''));
}

/** A member-centre menu entry by its title; entries with a red count badge have the count in their name too. */
export function menuLink(menu: Locator, title: string): Locator {
  return menu.getByRole('link', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`) });
}
