import { Suspense, useTransition } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useQueryRefHandlers, useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { paths } from '../../../config/paths';
import { BannerCarousel } from '../../../features/content/components/BannerCarousel';
import { PromotionApplications } from '../../../features/promotions/components/PromotionApplications';
import { PromotionList, allPromotionTypes } from '../../../features/promotions/components/PromotionList';
import { PromotionViews } from '../../../features/promotions/components/PromotionViews';
import { asPromotionType } from '../../../features/promotions/promotion-labels';
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
 * The filter lives in the URL (?type=DEPOSIT), so it survives a reload and can be shared; ?view=applications
 * shows the member's applications. Read afresh on every visit: each card carries the member's state on it.
 */
export function promotionsLoader(preloadQuery: PreloadQueryFunction) {
  return ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const type = asPromotionType(params.get('type')?.trim());
    const applications = params.get('view') === 'applications';
    const variables = { type, applications, first: APPLICATION_PAGE_SIZE };
    return { queryRef: preloadQuery(PromotionsRouteQuery, { variables, fetchPolicy: 'network-only' }), type, applications };
  };
}

type PromotionsLoaderData = ReturnType<ReturnType<typeof promotionsLoader>>;

/** /promotions: the promotions with a type filter, each with the member's state and action; the member's applications. */
export function PromotionsRoute() {
  const loaderData = useLoaderData<PromotionsLoaderData>();
  return (
    <Suspense fallback={<SiteRouteLoading />}>
      <PromotionsContent {...loaderData} />
    </Suspense>
  );
}

function PromotionsContent({ queryRef, type, applications }: PromotionsLoaderData) {
  // The handlers first: read before them, the data misses fetchMore's pages (apollo-client#11772).
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const { data } = useReadQuery(queryRef);
  const [loadingMore, startTransition] = useTransition();
  const navigate = useNavigate();
  const onTypeChange = (next: string) => {
    const search = next === allPromotionTypes ? '' : `?${new URLSearchParams({ type: next }).toString()}`;
    void navigate(`${paths.promotions}${search}`);
  };
  // Only a real account has applications to show.
  const member = data.viewer && !data.viewer.member.isTrial;
  const connection = data.viewer?.promotionApplications;
  const loadMore = () => {
    const after = connection?.pageInfo.endCursor;
    if (after) startTransition(async () => void (await fetchMore({ variables: { after } })));
  };

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
          onLoadMore={loadMore}
        />
      ) : (
        <PromotionList types={data.promotionTypes} type={type ?? allPromotionTypes} onTypeChange={onTypeChange} promotions={data.promotions} />
      )}
    </>
  );
}
