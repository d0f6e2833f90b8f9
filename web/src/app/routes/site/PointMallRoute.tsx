import { Navigate, useLocation, useNavigate, useRevalidator } from 'react-router';
import { graphql } from '../../../gql';
import { paths } from '../../../config/paths';
import { BannerCarousel } from '../../../features/content/components/BannerCarousel';
import { PointMallPage, type PointMallList } from '../../../features/points-mall/components/PointMallPage';
import { pointMallViewFromUrl, pointMallViewToParams, type PointMallView } from '../../../features/points-mall/point-mall-view';
import { loginReturnState } from '../login-return';
import type { PointMallRouteQuery as PointMallRouteData, PointMallRouteQueryVariables } from '../../../gql/graphql';
import { defineUrlQueryRoute, type QueryRouteProps } from '../query-route';
import { usePagedQuery } from '../use-paged-query';
import { SiteRouteLoading } from './SiteRouteLoading';

export { PointMallErrorState } from './PointMallErrorState';

export const POINTS_PAGE_SIZE = 20;

const PointMallRouteQuery = graphql(`
  query PointMallRoute(
    $rewardType: PointRewardType
    $catalogue: Boolean!
    $history: Boolean!
    $details: Boolean!
    $orderFilter: RedeemOrderFilter
    $detailFilter: PointsDetailFilter
    $first: Int!
    $after: String
  ) {
    ...AppShell_query
    banners(group: POINT_MALL) {
      id
      ...BannerCarousel_banner
    }
    viewer {
      member {
        vipLevel
      }
      points {
        id
        balance
        rules {
          maxRedeemQuantity
        }
        ...PointsSummary_points
        rewards(type: $rewardType) @include(if: $catalogue) {
          id
          ...PointRewardCard_reward
        }
        redeemOrders(first: $first, after: $after, filter: $orderFilter) @include(if: $history) {
          edges {
            cursor
            node {
              id
              ...RedeemOrderRow_order
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
        details(first: $first, after: $after, filter: $detailFilter) @include(if: $details) {
          edges {
            cursor
            node {
              id
              ...PointsDetailRow_detail
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
          totalIn
          totalOut
        }
      }
    }
  }
`);

function variablesOf(view: PointMallView) {
  return {
    catalogue: view.view === 'catalogue',
    history: view.view === 'history',
    details: view.view === 'details',
    rewardType: view.view === 'catalogue' ? view.rewardType : null,
    orderFilter: view.view === 'history' && view.status ? { status: view.status } : null,
    detailFilter: view.view === 'details' && view.pointType ? { pointType: view.pointType } : null,
    first: POINTS_PAGE_SIZE,
  };
}

/** /pointMall: the points mall of a logged-in member; visitors log in first and come back. The tab and its filter
 * come from the URL. Read afresh on every visit: points, stock and reviews move by themselves. */
export const pointMallRoute = defineUrlQueryRoute({
  query: PointMallRouteQuery,
  view: (params) => ({ view: pointMallViewFromUrl(params) }),
  variables: ({ view }) => variablesOf(view),
  Fallback: SiteRouteLoading,
  Content: PointMallContent,
});

function PointMallContent({ queryRef, view }: { view: PointMallView } & QueryRouteProps<PointMallRouteData, PointMallRouteQueryVariables>) {
  const { data, loadingMore, loadMore } = usePagedQuery(queryRef);
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const points = data.viewer?.points;
  if (!points) return <Navigate to={paths.login} replace state={loginReturnState(location)} />;

  let list: PointMallList;
  let pageInfo: { hasNextPage: boolean; endCursor?: string | null } | undefined;
  if (view.view === 'history') {
    list = { view: 'history', orders: points.redeemOrders?.edges.map((edge) => edge.node) ?? [] };
    pageInfo = points.redeemOrders?.pageInfo;
  } else if (view.view === 'details') {
    const details = points.details;
    list = { view: 'details', details: details?.edges.map((edge) => edge.node) ?? [], totalIn: details?.totalIn ?? 0, totalOut: details?.totalOut ?? 0 };
    pageInfo = details?.pageInfo;
  } else {
    list = { view: 'catalogue', rewards: points.rewards ?? [] };
  }

  const changeView = (next: PointMallView) => {
    const search = pointMallViewToParams(next).toString();
    void navigate(`${paths.pointMall}${search ? `?${search}` : ''}`);
  };

  return (
    <>
      <BannerCarousel banners={data.banners} />
      <PointMallPage
        points={points}
        balance={points.balance}
        vipLevel={data.viewer?.member?.vipLevel ?? 0}
        maxRedeemQuantity={points.rules.maxRedeemQuantity}
        view={view}
        onViewChange={changeView}
        list={list}
        hasNextPage={pageInfo?.hasNextPage ?? false}
        loadingMore={loadingMore}
        onLoadMore={() => loadMore(pageInfo)}
        onRedeemed={() => void revalidator.revalidate()}
      />
    </>
  );
}
