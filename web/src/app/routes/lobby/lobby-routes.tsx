import type { RouteObject } from 'react-router';
import type { PreloadQueryFunction } from '@apollo/client/react';
import { paths } from '../../../config/paths';
import type { GameCategory } from '../../../gql/graphql';
import { AppLoadingState } from '../AppLoadingState';
import { RouteErrorState } from '../RouteErrorState';
import { CategoryRoute, categoryLoader, type CategoryRouteOptions } from './CategoryRoute';
import { GameExitRoute, gameExitLoader } from './GameExitRoute';
import { GameRoute } from './GameRoute';
import { LotteryRoute, lotteryLoader } from './LotteryRoute';
import { VendorLaunchRoute, vendorLaunchLoader } from './VendorLaunchRoute';

const categoryPages: ReadonlyArray<[path: string, category: GameCategory, options?: CategoryRouteOptions]> = [
  [paths.rng, 'RNG', { personalViews: true }],
  [paths.live, 'LIVE'],
  [paths.pvp, 'PVP'],
  [paths.fish, 'FISH'],
  [paths.sports, 'SPORTS'],
  [paths.esports, 'ESPORTS'],
  [paths.cockfight, 'COCKFIGHT'],
  [paths.elott, 'ELOTT'],
  [paths.lott, 'LOTT'],
];

/** The game and lottery pages inside the app shell (header, footer, overlays). */
export function lobbyRoutes(preloadQuery: PreloadQueryFunction): RouteObject[] {
  return [
    ...categoryPages.map(([path, category, options]) => ({
      path,
      loader: categoryLoader(preloadQuery, category, options),
      Component: CategoryRoute,
      ErrorBoundary: RouteErrorState,
    })),
    // Route paths match case-insensitively: /vnLottery is this route too.
    { path: paths.vnLottery, loader: lotteryLoader(preloadQuery, 'VN'), Component: LotteryRoute, ErrorBoundary: RouteErrorState },
    { path: paths.seaLottery, loader: lotteryLoader(preloadQuery, 'SEA'), Component: LotteryRoute, ErrorBoundary: RouteErrorState },
    { path: paths.lottery, loader: lotteryLoader(preloadQuery, 'ALL'), Component: LotteryRoute, ErrorBoundary: RouteErrorState },
    { path: paths.fbSports, loader: vendorLaunchLoader(preloadQuery, 'FB'), Component: VendorLaunchRoute, ErrorBoundary: RouteErrorState },
    { path: paths.seamless, loader: vendorLaunchLoader(preloadQuery), Component: VendorLaunchRoute, ErrorBoundary: RouteErrorState },
  ];
}

/** Full-page routes outside the shell: the game frame fills the window (no header, so no balance). */
export function lobbyFullPageRoutes(): RouteObject[] {
  return [
    { path: paths.game, Component: GameRoute, ErrorBoundary: RouteErrorState },
    { path: paths.gameExit, loader: gameExitLoader, Component: GameExitRoute, HydrateFallback: AppLoadingState },
  ];
}
