import { markReadRoute, messageListRoute, messageRoute, unreadCountRoute } from './inbox-routes.js';
import { missionLeaderboardRoute, missionSummaryRoute } from './mission-routes.js';
import { applyPromotionRoute } from './promotion-application.js';
import { promotionApplicationsRoute } from './promotion-applications.js';
import { promotionDetailsRoute } from './promotion-details.js';
import { raffleClaimRoute } from './raffle-claim.js';
import { claimRewardRoute, rewardCountRoute, rewardListRoute } from './reward-centre-routes.js';

export const rewardsRoutes = [
  promotionDetailsRoute,
  raffleClaimRoute,
  applyPromotionRoute,
  promotionApplicationsRoute,
  missionSummaryRoute,
  missionLeaderboardRoute,
  unreadCountRoute,
  messageListRoute,
  messageRoute,
  markReadRoute,
  rewardCountRoute,
  rewardListRoute,
  claimRewardRoute,
];
