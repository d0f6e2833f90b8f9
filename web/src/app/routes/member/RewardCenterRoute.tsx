import { useSearchParams } from 'react-router';
import { graphql } from '../../../gql';
import { MemberPageSkeleton } from '../../../features/member-centre/components/MemberPageSkeleton';
import { RewardCentre, rewardStatusFromUrl } from '../../../features/rewards/components/RewardCentre';
import type { RewardCenterRouteQuery as RewardCenterRouteData, RewardCenterRouteQueryVariables, RewardItemStatus } from '../../../gql/graphql';
import { defineUrlQueryRoute, type QueryRouteProps } from '../query-route';
import { usePagedQuery } from '../use-paged-query';
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

/**
 * The tab (unclaimed or claimed) lives in the URL, so a reload keeps it. Read afresh on every visit: rewards arrive
 * by themselves (missions, raffles, reviews).
 */
export const rewardCenterPage: MemberPageModule = defineUrlQueryRoute({
  query: RewardCenterRouteQuery,
  view: (params) => ({ status: rewardStatusFromUrl(params) }),
  variables: ({ status }) => ({ status, first: REWARD_PAGE_SIZE }),
  Fallback: MemberPageSkeleton,
  Content: RewardCenterContent,
});

function RewardCenterContent({ queryRef, status }: { status: RewardItemStatus } & QueryRouteProps<RewardCenterRouteData, RewardCenterRouteQueryVariables>) {
  const { data, loadingMore, loadMore } = usePagedQuery(queryRef);
  const [, setSearchParams] = useSearchParams();
  const connection = data.viewer?.rewardCentre;

  return (
    <RewardCentre
      status={status}
      onStatusChange={(next: RewardItemStatus) => setSearchParams({ status: next })}
      items={connection?.edges.map((edge) => edge.node) ?? []}
      totalCount={connection?.totalCount ?? 0}
      hasNextPage={connection?.pageInfo.hasNextPage ?? false}
      loadingMore={loadingMore}
      onLoadMore={() => loadMore(connection?.pageInfo)}
    />
  );
}
