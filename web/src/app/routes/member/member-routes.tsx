import type { RouteObject } from 'react-router';
import type { PreloadQueryFunction } from '@apollo/client/react';
import { defaultMemberPage, memberPageKeys, memberPagePath, paths, type MemberPageKey } from '../../../config/paths';
import { centreRoute } from '../centre-routes';
import { lazyRoute } from '../lazy-route';
import type { MemberPageHandle } from './MemberCentreRoute';
import type { MemberPageModule } from './member-page-module';

/** Each page is its own chunk, loaded when the page is first opened. */
const pageModules: Record<MemberPageKey, () => Promise<MemberPageModule>> = {
  securityCenter: () => import('./SecurityCenterRoute').then((module) => module.securityCenterPage),
  transferFund: () => import('./TransferFundRoute').then((module) => module.transferFundPage),
  depositv2: () => import('./DepositRoute').then((module) => module.depositPage),
  withdraw: () => import('./WithdrawRoute').then((module) => module.withdrawPage),
  transferUpline: () => import('./TransferUplineRoute').then((module) => module.transferUplinePage),
  personalHistoryCopy: () => import('./BetRecordsRoute').then((module) => module.betRecordsPage),
  transactionHistory: () => import('./AccountRecordsRoute').then((module) => module.accountRecordsPage),
  personalProfit: () => import('./ProfitRoute').then((module) => module.profitPage),
  bonusDetails: () => import('./BonusRecordsRoute').then((module) => module.bonusRecordsPage),
  playerRank: () => import('./PlayerRankRoute').then((module) => module.playerRankPage),
  rewardCenter: () => import('./RewardCenterRoute').then((module) => module.rewardCenterPage),
  referral: () => import('./ReferralRoute').then((module) => module.referralPage),
  missionLeaderboard: () => import('./MissionLeaderboardRoute').then((module) => module.missionLeaderboardPage),
  messageV2: () => import('./MessageRoute').then((module) => module.messagePage),
};

/**
 * /member and its pages, inside the app shell. An unknown page key goes to the default page rather than a
 * "not found": the centre is open either way, and old links keep working if a key is renamed.
 */
export function memberRoutes(preloadQuery: PreloadQueryFunction): RouteObject[] {
  return [
    centreRoute(preloadQuery, {
      path: paths.member,
      shell: lazyRoute(() => import('./MemberCentreRoute'), (module) => ({ Component: module.MemberCentreRoute })),
      menu: () => import('./MemberMenuRoute').then((module) => module.memberMenu),
      pageKeys: memberPageKeys,
      pages: pageModules,
      handle: (key) => ({ memberPage: key }) satisfies MemberPageHandle,
      defaultPagePath: memberPagePath(defaultMemberPage),
      errorState: () => import('./MemberPageErrorState').then((module) => module.MemberPageErrorState),
    }),
  ];
}
