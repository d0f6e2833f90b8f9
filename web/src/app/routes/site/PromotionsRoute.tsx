import { useNavigate } from 'react-router';
import { graphql } from '../../../gql';
import { paths } from '../../../config/paths';
import { BannerCarousel } from '../../../features/content/components/BannerCarousel';
import { PromotionApplications } from '../../../features/promotions/components/PromotionApplications';
import { PromotionList, allPromotionTypes } from '../../../features/promotions/components/PromotionList';
import { PromotionViews } from '../../../features/promotions/components/PromotionViews';
import { asPromotionType } from '../../../features/promotions/promotion-labels';
import type { PromotionType, PromotionsRouteQuery as PromotionsRouteData, PromotionsRouteQueryVariables } from '../../../gql/graphql';
import { defineUrlQueryRoute, type QueryRouteProps } from '../query-route';
import { usePagedQuery } from '../use-paged-query';
import { SiteRouteLoading } from './SiteRouteLoading';

export const APPLICATION_PAGE_SIZE = 20;

const PromotionsRouteQuery = graphql(`
  query PromotionsRoute($type: PromotionType, $applications: Boolean!, $first: Int!, $after: String) {
    ...AppShell_query
    banners(group: PROMOTIONS) {
      id
      ...BannerCarousel_banner
    }
    promotionTypes
    promotions(type: $type) {
      id
      ...PromotionCard_promotion
    }
    viewer {
      member {
        id
        isTrial
      }
      promotionApplications(first: $first, after: $after) @include(if: $applications) {
        edges {
          cursor
          node {
            id
            ...PromotionApplicationRow_application
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

/**
 * /promotions: the promotions with a type filter, each with the member's state and action; the member's
 * applications. The filter lives in the URL (?type=DEPOSIT), so it survives a reload and can be shared;
 * ?view=applications shows the member's applications. Read afresh on every visit: each card carries the member's
 * state on it.
 */
export const promotionsRoute = defineUrlQueryRoute({
  query: PromotionsRouteQuery,
  view: (params) => ({ type: asPromotionType(params.get('type')?.trim()), applications: params.get('view') === 'applications' }),
  variables: ({ type, applications }) => ({ type, applications, first: APPLICATION_PAGE_SIZE }),
  Fallback: SiteRouteLoading,
  Content: PromotionsContent,
});

type PromotionsView = { type: PromotionType | null; applications: boolean };

function PromotionsContent({ queryRef, type, applications }: PromotionsView & QueryRouteProps<PromotionsRouteData, PromotionsRouteQueryVariables>) {
  const { data, loadingMore, loadMore } = usePagedQuery(queryRef);
  const navigate = useNavigate();
  const onTypeChange = (next: string) => {
    const search = next === allPromotionTypes ? '' : `?${new URLSearchParams({ type: next }).toString()}`;
    void navigate(`${paths.promotions}${search}`);
  };
  // Only a real account has applications to show.
  const member = data.viewer && !data.viewer.member.isTrial;
  const connection = data.viewer?.promotionApplications;

  return (
    <>
      <BannerCarousel banners={data.banners} />
      {member ? (
        <PromotionViews applications={applications} />
      ) : null}
      {applications && connection ? (
        <PromotionApplications
          applications={connection.edges.map((edge) => edge.node)}
          hasNextPage={connection.pageInfo.hasNextPage}
          loadingMore={loadingMore}
          onLoadMore={() => loadMore(connection.pageInfo)}
        />
      ) : (
        <PromotionList types={data.promotionTypes} type={type ?? allPromotionTypes} onTypeChange={onTypeChange} promotions={data.promotions} />
      )}
    </>
  );
}
