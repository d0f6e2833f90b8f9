import { Suspense, useTransition } from 'react';
import { useLoaderData } from 'react-router';
import { useQueryRefHandlers, useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { MemberPageSkeleton } from '../../../features/member-centre/components/MemberPageSkeleton';
import { ReferralPage } from '../../../features/referral/components/ReferralPage';
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

export function referralLoader(preloadQuery: PreloadQueryFunction) {
  return () => ({ queryRef: preloadQuery(ReferralRouteQuery, { variables: { first: INVITEE_PAGE_SIZE }, fetchPolicy: 'network-only' }) });
}

type ReferralLoaderData = ReturnType<ReturnType<typeof referralLoader>>;

export function ReferralRoute() {
  const { queryRef } = useLoaderData<ReferralLoaderData>();
  return (
    <Suspense fallback={<MemberPageSkeleton />}>
      <ReferralContent queryRef={queryRef} />
    </Suspense>
  );
}

function ReferralContent({ queryRef }: ReferralLoaderData) {
  // The handlers first: read before them, the data misses fetchMore's pages (apollo-client#11772).
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const { data } = useReadQuery(queryRef);
  const [loadingMore, startTransition] = useTransition();
  const referral = data.viewer?.referral;
  if (!referral) return null;
  const invitees = referral.invitees;

  const loadMore = () => {
    const after = invitees.pageInfo.endCursor;
    if (after) startTransition(async () => void (await fetchMore({ variables: { after } })));
  };

  return (
    <ReferralPage
      referral={referral}
      invitees={invitees.edges.map((edge) => ({ cursor: edge.cursor, invitee: edge.node }))}
      totalCount={invitees.totalCount}
      hasNextPage={invitees.pageInfo.hasNextPage}
      loadingMore={loadingMore}
      onLoadMore={loadMore}
    />
  );
}

export const referralPage: MemberPageModule = { loader: referralLoader, Component: ReferralRoute };
