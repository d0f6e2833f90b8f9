import { createBrowserRouter, type RouteObject } from 'react-router';
import type { PreloadQueryFunction } from '@apollo/client/react';
import { homeAliases, paths, registerAliases } from '../config/paths';
import { AppShell } from './layout/AppShell';
import { AppLoadingState } from './routes/AppLoadingState';
import { HomeErrorState, HomeRoute, homeLoader } from './routes/HomeRoute';
import { lazyRoute } from './routes/lazy-route';
import { RouteErrorState } from './routes/RouteErrorState';
import { lobbyFullPageRoutes, lobbyRoutes } from './routes/lobby/lobby-routes';
import { memberRoutes } from './routes/member/member-routes';
import { agentRoutes } from './routes/agent/agent-routes';
import { chromelessSiteRoutes, siteRoutes } from './routes/site/site-routes';

/** The route table; loaders get the preloader so tests can run it against a mocked client. */
export function appRoutes(preloadQuery: PreloadQueryFunction): RouteObject[] {
  const home = { loader: homeLoader(preloadQuery), Component: HomeRoute, ErrorBoundary: HomeErrorState };
  const register = { ...home, loader: homeLoader(preloadQuery, { register: true }) };
  return [
    {
      id: 'root',
      Component: AppShell,
      HydrateFallback: AppLoadingState,
      ErrorBoundary: RouteErrorState,
      children: [
        { index: true, ...home },
        ...homeAliases.map((path) => ({ path, ...home })),
        ...registerAliases.map((path) => ({ path, ...register })),
        {
          path: paths.login,
          ...lazyRoute(() => import('./routes/LoginRoute'), (m) => ({ loader: m.loginLoader(preloadQuery), Component: m.LoginRoute })),
          ErrorBoundary: RouteErrorState,
        },
        ...lobbyRoutes(preloadQuery),
        ...siteRoutes(preloadQuery),
        ...memberRoutes(preloadQuery),
        ...agentRoutes(preloadQuery),
        {
          path: '*',
          ...lazyRoute(() => import('./routes/NotFoundRoute'), (m) => ({ loader: m.notFoundLoader(preloadQuery), Component: m.NotFoundRoute })),
          ErrorBoundary: RouteErrorState,
        },
      ],
    },
    ...lobbyFullPageRoutes(),
    ...chromelessSiteRoutes(preloadQuery),
  ];
}

export function createAppRouter(preloadQuery: PreloadQueryFunction) {
  return createBrowserRouter(appRoutes(preloadQuery));
}
