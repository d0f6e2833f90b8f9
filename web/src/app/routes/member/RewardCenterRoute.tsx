import { Suspense, useTransition } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useQueryRefHandlers, useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { MemberPageSkeleton } from '../../../features/member-centre/components/MemberPageSkeleton';
import { RewardCentre, rewardStatusFromUrl } from '../../../features/rewards/components/RewardCentre';
import type { RewardItemStatus } from '../../../gql/graphql';
import type { MemberPageModule } from './member-page-module';

export const REWARD_PAGE_SIZE = 20;

const RewardCenterRouteQuery = graphql(`
  query RewardCenterRoute($status: RewardItemStatus, $first: Int!, $after: String) {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      rewardCentre(status: $status, first: $first, after: $after) {
        edges {
          cursor
          node {
            id
            ...RewardItemRow_item
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
        totalCount
      }
    }
  }
`);

/** The tab (unclaimed or claimed) lives in the URL, so a reload keeps it. */
export function rewardCenterLoader(preloadQuery: PreloadQueryFunction) {
  return ({ request }: LoaderFunctionArgs) => {
    const status = rewardStatusFromUrl(new URL(request.url).searchParams);
    // Read afresh on every visit: rewards arrive by themselves (missions, raffles, reviews).
    return { queryRef: preloadQuery(RewardCenterRouteQuery, { variables: { status, first: REWARD_PAGE_SIZE }, fetchPolicy: 'network-only' }), status };
  };
}

type RewardCenterLoaderData = ReturnType<ReturnType<typeof rewardCenterLoader>>;

export function RewardCenterRoute() {
  const loaderData = useLoaderData<RewardCenterLoaderData>();
  return (
    <Suspense fallback={<MemberPageSkeleton />}>
      <RewardCenterContent {...loaderData} />
    </Suspense>
  );
}

function RewardCenterContent({ queryRef, status }: RewardCenterLoaderData) {
  // The handlers first: read before them, the data misses fetchMore's pages (apollo-client#11772).
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const { data } = useReadQuery(queryRef);
  const [loadingMore, startTransition] = useTransition();
  const [, setSearchParams] = useSearchParams();
  const connection = data.viewer?.rewardCentre;

  const loadMore = () => {
    const after = connection?.pageInfo.endCursor;
    if (after) startTransition(async () => void (await fetchMore({ variables: { after } })));
  };

  return (
    <RewardCentre
      status={status}
      onStatusChange={(next: RewardItemStatus) => setSearchParams({ status: next })}
      items={connection?.edges.map((edge) => edge.node) ?? []}
      totalCount={connection?.totalCount ?? 0}
      hasNextPage={connection?.pageInfo.hasNextPage ?? false}
      loadingMore={loadingMore}
      onLoadMore={loadMore}
    />
  );
}

export const rewardCenterPage: MemberPageModule = { loader: rewardCenterLoader, Component: RewardCenterRoute };
