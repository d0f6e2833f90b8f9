import { fundsRoutes } from '../funds/funds-routes.js';
import { lotteryRoutes } from '../lottery/lottery-routes.js';
import { pointsRoutes } from '../points/points-routes.js';
import { rewardsRoutes } from '../rewards/rewards-routes.js';

/** Wallet transfers, lottery, points, promotions, missions, inbox and reward centre (docs/funds-lottery-points.md). */
export const fundsLotteryPointsRoutes = [...fundsRoutes, ...lotteryRoutes, ...pointsRoutes, ...rewardsRoutes];
