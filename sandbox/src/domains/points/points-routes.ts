import { convertPointsRoute } from './convert-points.js';
import { pointBalanceRoute, pointConfigRoute, pointDetailsRoute, pointRewardsRoute } from './point-reads.js';
import { redeemListRoute } from './redeem-list.js';
import { redeemRewardRoute } from './redeem-reward.js';

export const pointsRoutes = [
  pointBalanceRoute,
  pointRewardsRoute,
  pointConfigRoute,
  redeemRewardRoute,
  redeemListRoute,
  convertPointsRoute,
  pointDetailsRoute,
];
