import type { RouteObject } from 'react-router';
import type { PreloadQueryFunction } from '@apollo/client/react';
import { paths } from '../../../config/paths';
import { AppLoadingState } from '../AppLoadingState';
import { RouteErrorState } from '../RouteErrorState';
import { DownloadRoute, downloadLoader } from './DownloadRoute';
import { FeedbackRoute, feedbackLoader } from './FeedbackRoute';
import { HelpRoute, helpLoader } from './HelpRoute';
import { HelpWithoutHeaderRoute, helpWithoutHeaderLoader } from './HelpWithoutHeaderRoute';
import { JoinRoute, joinLoader } from './JoinRoute';
import { NoticePageRoute, noticePageLoader } from './NoticePageRoute';
import { PointMallErrorState } from './PointMallErrorState';
import { PointMallRoute, pointMallLoader } from './PointMallRoute';
import { PromotionDetailRoute, promotionDetailLoader } from './PromotionDetailRoute';
import { PromotionsRoute, promotionsLoader } from './PromotionsRoute';

/** Content pages inside the app shell (header, navigation, footer). */
export function siteRoutes(preloadQuery: PreloadQueryFunction): RouteObject[] {
  const download = { loader: downloadLoader(preloadQuery), Component: DownloadRoute, ErrorBoundary: RouteErrorState };
  return [
    { path: paths.noticePage, loader: noticePageLoader(preloadQuery), Component: NoticePageRoute, ErrorBoundary: RouteErrorState },
    { path: paths.help, loader: helpLoader(preloadQuery), Component: HelpRoute, ErrorBoundary: RouteErrorState },
    { path: paths.download, ...download },
    { path: paths.downloadShort, ...download },
    { path: paths.join, loader: joinLoader(preloadQuery), Component: JoinRoute, ErrorBoundary: RouteErrorState },
    { path: paths.promotions, loader: promotionsLoader(preloadQuery), Component: PromotionsRoute, ErrorBoundary: RouteErrorState },
    { path: paths.feedback, loader: feedbackLoader(preloadQuery), Component: FeedbackRoute, ErrorBoundary: RouteErrorState },
    { path: paths.pointMall, loader: pointMallLoader(preloadQuery), Component: PointMallRoute, ErrorBoundary: PointMallErrorState },
    {
      path: paths.promotionDetail,
      loader: promotionDetailLoader(preloadQuery),
      Component: PromotionDetailRoute,
      ErrorBoundary: RouteErrorState,
    },
  ];
}

/** Pages without the shell: /helpmc is the help centre without a header (spec 001 §2). */
export function chromelessSiteRoutes(preloadQuery: PreloadQueryFunction): RouteObject[] {
  return [
    {
      path: paths.helpWithoutHeader,
      loader: helpWithoutHeaderLoader(preloadQuery),
      Component: HelpWithoutHeaderRoute,
      HydrateFallback: AppLoadingState,
      ErrorBoundary: RouteErrorState,
    },
  ];
}
