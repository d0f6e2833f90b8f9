import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { MemberComingSoonRouteQuery } from '../../../gql/graphql';
import { ComingSoonPage } from '../../../features/member-centre/components/ComingSoonPage';
import { defineMemberPage, type MemberPageProps } from './define-member-page';

// The pages of the next issue still read the shell and who is looking, so the centre can guard them.
const ComingSoonRouteQuery = graphql(`
  query MemberComingSoonRoute {
    ...AppShell_query
    ...MemberCentreRoute_query
  }
`);

function ComingSoonRoute({ queryRef }: MemberPageProps<MemberComingSoonRouteQuery, Record<string, never>>) {
  // Read only so that a failed query reaches the page's error boundary.
  useReadQuery(queryRef);
  return <ComingSoonPage />;
}

export const comingSoonPage = defineMemberPage({ query: ComingSoonRouteQuery, Page: ComingSoonRoute });
