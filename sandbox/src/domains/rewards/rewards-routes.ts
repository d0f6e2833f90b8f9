import { markReadRoute, messageListRoute, messageRoute, unreadCountRoute } from '../inbox/inbox-routes.js';
import { missionLeaderboardRoute, missionSummaryRoute } from './mission-routes.js';
import { applyPromotionRoute } from '../promotions/promotion-application.js';
import { promotionApplicationsRoute } from '../promotions/promotion-applications.js';
import { promotionDetailsRoute } from '../promotions/promotion-details.js';
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
