import type { RouteObject } from 'react-router';
import type { PreloadQueryFunction } from '@apollo/client/react';
import { paths } from '../../../config/paths';
import type { GameCategory } from '../../../gql/graphql';
import { AppLoadingState } from '../AppLoadingState';
import { RouteErrorState } from '../RouteErrorState';
import { lazyRoute } from '../lazy-route';
import type { CategoryRouteOptions } from './CategoryRoute';
import type { LotteryPage } from './LotteryRoute';

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
  const lottery = (region: LotteryPage) =>
    lazyRoute(() => import('./LotteryRoute'), (m) => ({ loader: m.lotteryLoader(preloadQuery, region), Component: m.LotteryRoute }));
  const vendorLaunch = (vendor?: string) =>
    lazyRoute(() => import('./VendorLaunchRoute'), (m) => ({ loader: m.vendorLaunchLoader(preloadQuery, vendor), Component: m.VendorLaunchRoute }));
  return [
    ...categoryPages.map(([path, category, options]) => ({
      path,
      ...lazyRoute(() => import('./CategoryRoute'), (m) => ({
        loader: m.categoryLoader(preloadQuery, category, options),
        Component: m.CategoryRoute,
      })),
      ErrorBoundary: RouteErrorState,
    })),
    // Route paths match case-insensitively: /vnLottery is this route too.
    { path: paths.vnLottery, ...lottery('VN'), ErrorBoundary: RouteErrorState },
    { path: paths.seaLottery, ...lottery('SEA'), ErrorBoundary: RouteErrorState },
    { path: paths.lottery, ...lottery('ALL'), ErrorBoundary: RouteErrorState },
    { path: paths.fbSports, ...vendorLaunch('FB'), ErrorBoundary: RouteErrorState },
    { path: paths.seamless, ...vendorLaunch(), ErrorBoundary: RouteErrorState },
  ];
}

/** Full-page routes outside the shell: the game frame fills the window (no header, so no balance). */
export function lobbyFullPageRoutes(): RouteObject[] {
  return [
    { path: paths.game, ...lazyRoute(() => import('./GameRoute'), (m) => ({ Component: m.GameRoute })), ErrorBoundary: RouteErrorState },
    {
      path: paths.gameExit,
      ...lazyRoute(() => import('./GameExitRoute'), (m) => ({ loader: m.gameExitLoader, Component: m.GameExitRoute })),
      HydrateFallback: AppLoadingState,
    },
  ];
}
