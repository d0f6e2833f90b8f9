import { graphql } from '../../../gql';
import { MemberPageSkeleton } from '../../../features/member-centre/components/MemberPageSkeleton';
import { ReferralPage } from '../../../features/referral/components/ReferralPage';
import type { ReferralRouteQuery as ReferralRouteData, ReferralRouteQueryVariables } from '../../../gql/graphql';
import { defineUrlQueryRoute, type QueryRouteProps } from '../query-route';
import { usePagedQuery } from '../use-paged-query';
import type { MemberPageModule } from './member-page-module';

export const INVITEE_PAGE_SIZE = 20;

const ReferralRouteQuery = graphql(`
  query ReferralRoute($first: Int!, $after: String) {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      referral {
        ...ReferralPage_referral
        invitees(first: $first, after: $after) {
          edges {
            cursor
            node {
              ...InviteeRow_invitee @unmask
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
  }
`);

/** The referral link and the invitees, read afresh on every visit. */
export const referralPage: MemberPageModule = defineUrlQueryRoute({
  query: ReferralRouteQuery,
  view: () => ({}),
  variables: () => ({ first: INVITEE_PAGE_SIZE }),
  Fallback: MemberPageSkeleton,
  Content: ReferralContent,
});

function ReferralContent({ queryRef }: QueryRouteProps<ReferralRouteData, ReferralRouteQueryVariables>) {
  const { data, loadingMore, loadMore } = usePagedQuery(queryRef);
  const referral = data.viewer?.referral;
  if (!referral) return null;
  const invitees = referral.invitees;

  return (
    <ReferralPage
      referral={referral}
      invitees={invitees.edges.map((edge) => ({ cursor: edge.cursor, invitee: edge.node }))}
      totalCount={invitees.totalCount}
      hasNextPage={invitees.pageInfo.hasNextPage}
      loadingMore={loadingMore}
      onLoadMore={() => loadMore(invitees.pageInfo)}
    />
  );
}
