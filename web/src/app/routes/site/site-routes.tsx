import type { RouteObject } from 'react-router';
import type { PreloadQueryFunction } from '@apollo/client/react';
import { paths } from '../../../config/paths';
import { AppLoadingState } from '../AppLoadingState';
import { lazyRoute } from '../lazy-route';
import { RouteErrorState } from '../RouteErrorState';

/** Content pages inside the app shell (header, navigation, footer). */
export function siteRoutes(preloadQuery: PreloadQueryFunction): RouteObject[] {
  const download = {
    ...lazyRoute(() => import('./DownloadRoute'), (m) => ({ loader: m.downloadLoader(preloadQuery), Component: m.DownloadRoute })),
    ErrorBoundary: RouteErrorState,
  };
  return [
    {
      path: paths.noticePage,
      ...lazyRoute(() => import('./NoticePageRoute'), (m) => ({ loader: m.noticePageLoader(preloadQuery), Component: m.NoticePageRoute })),
      ErrorBoundary: RouteErrorState,
    },
    {
      path: paths.help,
      ...lazyRoute(() => import('./HelpRoute'), (m) => ({ loader: m.helpLoader(preloadQuery), Component: m.HelpRoute })),
      ErrorBoundary: RouteErrorState,
    },
    { path: paths.download, ...download },
    { path: paths.downloadShort, ...download },
    {
      path: paths.join,
      ...lazyRoute(() => import('./JoinRoute'), (m) => ({ loader: m.joinLoader(preloadQuery), Component: m.JoinRoute })),
      ErrorBoundary: RouteErrorState,
    },
    {
      path: paths.promotions,
      ...lazyRoute(() => import('./PromotionsRoute'), (m) => ({ loader: m.promotionsLoader(preloadQuery), Component: m.PromotionsRoute })),
      ErrorBoundary: RouteErrorState,
    },
    {
      path: paths.feedback,
      ...lazyRoute(() => import('./FeedbackRoute'), (m) => ({ loader: m.feedbackLoader(preloadQuery), Component: m.FeedbackRoute })),
      ErrorBoundary: RouteErrorState,
    },
    {
      path: paths.pointMall,
      // Its error state (a trial's refusal, with the way to register) comes with the page, not with the first paint.
      ...lazyRoute(() => import('./PointMallRoute'), (m) => ({
        loader: m.pointMallLoader(preloadQuery),
        Component: m.PointMallRoute,
        ErrorBoundary: m.PointMallErrorState,
      })),
    },
    {
      path: paths.promotionDetail,
      ...lazyRoute(() => import('./PromotionDetailRoute'), (m) => ({
        loader: m.promotionDetailLoader(preloadQuery),
        Component: m.PromotionDetailRoute,
      })),
      ErrorBoundary: RouteErrorState,
    },
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
