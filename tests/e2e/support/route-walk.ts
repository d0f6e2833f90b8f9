import type { BrowserContextOptions, Page } from '@playwright/test';
import type { OpenContext } from './own-context.js';

/**
 * Every route of the web router (web/src/app/router.tsx and its route files), grouped by who can open it.
 * A route that needs a query parameter is walked without one: it must still show its page (an empty or not-found
 * state), laid out like every other.
 */
export const visitorRoutes: readonly string[] = [
  '/',
  '/home',
  '/register',
  '/login',
  '/agentLogin',
  '/help',
  '/helpmc',
  '/download',
  '/down',
  '/noticePage',
  '/promotions',
  '/promoDetail',
  '/pointMall',
  '/feedback',
  '/join',
  '/rng',
  '/live',
  '/pvp',
  '/fish',
  '/sports',
  '/esports',
  '/ds88',
  '/elott',
  '/lott',
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/fbsports',
  '/seamless',
  '/game',
  '/gameExit',
  '/no-such-page',
];

const memberPageKeys = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'playerRank',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
];

const agentPageKeys = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecord',
  'agentDailyWages',
  'agentHourlySalary',
  'agentRealTimeSalary',
];

/** The member centre and the contract requests, opened by a logged-in member. */
export const memberRoutes: readonly string[] = ['/member', ...memberPageKeys.map((key) => `/member/${key}`), '/contractRequest'];

/** The agent centre, opened by a logged-in agent. */
export const agentRoutes: readonly string[] = ['/agent', ...agentPageKeys.map((key) => `/agent/${key}`)];

/** The phone widths of the acceptance; the height is that of a common phone of that width. */
export const phoneSizes = [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
  { width: 414, height: 896 },
] as const;

/** Chromium's mobile emulation (a Pixel-7-like phone), starting at 390 × 844. */
export const phoneContext: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
};

/** A context of its own (its own session and storage), the sandbox's pictures left out to keep the walk quick. */
export async function openWalker(openContext: OpenContext, options: BrowserContextOptions, lang: 'vi' | 'en' = 'vi'): Promise<Page> {
  const context = await openContext(options);
  await context.addInitScript((language) => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', language);
    // The popup notices would cover every visit to the home page; their own spec tests them.
    window.sessionStorage.setItem('saola.popupNotices.shown', '1');
  }, lang);
  await context.route(/\/__sandbox\/assets\//, (route) => route.fulfill({ status: 204 }));
  return context.newPage();
}
