import type { PlatformRoute } from '../../core/route-registry.js';
import { favouriteRoutes } from './favourite-routes.js';
import { gameListRoutes } from './game-list-route.js';
import { hotGameRoutes } from './hot-routes.js';
import { launchRoutes } from './launch-routes.js';
import { lotteryLobbyRoutes } from './lottery-lobby-routes.js';
import { rankListRoutes } from './rank-list-route.js';
import { recentGameRoutes } from './recent-route.js';
import { roomListRoutes } from './room-list-route.js';
import { vendorRoutes } from './vendor-routes.js';

/** The games group: lobby lanes and lists, hot and popular games, favourites, recent games, launches. */
export const gamesRoutes: readonly PlatformRoute[] = [
  ...vendorRoutes,
  ...gameListRoutes,
  ...hotGameRoutes,
  ...lotteryLobbyRoutes,
  ...rankListRoutes,
  ...favouriteRoutes,
  ...recentGameRoutes,
  ...launchRoutes,
  ...roomListRoutes,
];
