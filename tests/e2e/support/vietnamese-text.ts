import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * English words of our own interface that must not show on a Vietnamese page. Brand and game names come from
 * the platform and are left alone, so the list holds interface words only, matched as whole words with their
 * capital (a game called "Lucky Sunday" is not the schedule's "Sun"). "Thu" is left out: it is Vietnamese too
 * (thu, "income").
 */
const englishWords = [
  'Login', 'Log in', 'Log out', 'Register', 'Sign up', 'Password', 'Username', 'Deposit', 'Withdraw', 'Withdrawal',
  'Balance', 'Wallet', 'Promotions', 'Promotion', 'Home', 'Loading', 'Submit', 'Cancel', 'Confirm', 'Close',
  'Search', 'Settings', 'Record', 'Records', 'Details', 'Total', 'Today', 'Yesterday', 'Download', 'Menu',
  'Member centre', 'Agent centre', 'Customer service', 'Invite friends', 'No data', 'No records', 'Nothing here',
  'Page', 'Next', 'Previous', 'Back', 'Error', 'Try again', 'Refresh', 'Inbox', 'Missions', 'Rewards', 'Claim',
  'Mon', 'Tue', 'Wed', 'Fri', 'Sat', 'Sun', 'Daily', 'Every', 'Weekly', 'Monthly', 'Draw', 'Results',
  // The platform's own labels of the app packages; the operating systems' names are the same in Vietnamese.
  'Android app', 'iOS app', 'Lite app', 'Scan', 'Install',
];

const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${englishWords.map((word) => word.replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\p{N}])`, 'gu');

/** The page's text for people, leaving out what the platform names and what is not text (scripts, hidden inputs). */
async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const element of clone.querySelectorAll('script, style, noscript, [data-platform-text], [translate="no"]')) element.remove();
    return clone.innerText || clone.textContent || '';
  });
}

/**
 * The English interface words on the page, leaving out what the platform names (game, vendor and notice texts are
 * the merchant's own) and what is not text for people (scripts, hidden inputs).
 */
export async function englishOnPage(page: Page): Promise<string[]> {
  const text = await interfaceText(page);
  return [...new Set([...text.matchAll(pattern)].map((match) => match[1] ?? ''))];
}

const messageIds = new Set(Object.keys(JSON.parse(readFileSync(new URL('../../../web/src/i18n/messages/vi.json', import.meta.url), 'utf8')) as object));

/** Message ids shown in place of their text: a text that had not loaded (or does not exist) when the page rendered. */
export async function messageIdsOnPage(page: Page): Promise<string[]> {
  const text = await interfaceText(page);
  return [...new Set([...text.matchAll(/[\w.]+/g)].map((match) => match[0]).filter((word) => messageIds.has(word)))];
}
