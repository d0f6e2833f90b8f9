import type { RouteObject } from 'react-router';
import type { PreloadQueryFunction } from '@apollo/client/react';
import { paths } from '../../../config/paths';
import { AppLoadingState } from '../AppLoadingState';
import { lazyRoute } from '../lazy-route';
import type { QueryRouteModule } from '../query-route';
import { RouteErrorState } from '../RouteErrorState';

/** Content pages inside the app shell (header, navigation, footer). */
export function siteRoutes(preloadQuery: PreloadQueryFunction): RouteObject[] {
  /** A page whose code downloads when first visited; a failure shows the app's error state. */
  const page = (path: string, load: () => Promise<QueryRouteModule>): RouteObject => ({
    path,
    ...lazyRoute(load, (route) => ({ loader: route.loader(preloadQuery), Component: route.Component })),
    ErrorBoundary: RouteErrorState,
  });
  const download = page(paths.download, () => import('./DownloadRoute').then((m) => m.downloadRoute));
  return [
    page(paths.noticePage, () => import('./NoticePageRoute').then((m) => m.noticePageRoute)),
    page(paths.help, () => import('./HelpRoute').then((m) => m.helpRoute)),
    download,
    { ...download, path: paths.downloadShort },
    page(paths.join, () => import('./JoinRoute').then((m) => m.joinRoute)),
    page(paths.promotions, () => import('./PromotionsRoute').then((m) => m.promotionsRoute)),
    page(paths.feedback, () => import('./FeedbackRoute').then((m) => m.feedbackRoute)),
    {
      path: paths.pointMall,
      // Its error state (a trial's refusal, with the way to register) comes with the page, not with the first paint.
      ...lazyRoute(() => import('./PointMallRoute'), (m) => ({
        loader: m.pointMallRoute.loader(preloadQuery),
        Component: m.pointMallRoute.Component,
        ErrorBoundary: m.PointMallErrorState,
      })),
    },
    page(paths.promotionDetail, () => import('./PromotionDetailRoute').then((m) => m.promotionDetailRoute)),
  ];
}

/** Pages without the shell: /helpmc is the help centre without a header (spec 001 §2). */
export function chromelessSiteRoutes(preloadQuery: PreloadQueryFunction): RouteObject[] {
  return [
    {
      path: paths.helpWithoutHeader,
      ...lazyRoute(() => import('./HelpWithoutHeaderRoute'), (m) => ({
        loader: m.helpWithoutHeaderLoader(preloadQuery),
        Component: m.HelpWithoutHeaderRoute,
      })),
      HydrateFallback: AppLoadingState,
      ErrorBoundary: RouteErrorState,
    },
  ];
}
