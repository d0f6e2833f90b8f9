import { useApolloClient, useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { DepositRouteQuery as DepositRouteData } from '../../../gql/graphql';
import { DepositPage } from '../../../features/member-centre/pages/deposit/DepositPage';
import { defineMemberPage, type MemberPageProps } from './define-member-page';

const DepositRouteQuery = graphql(`
  query DepositRoute {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      ...DepositPage_viewer
    }
  }
`);

function DepositRoute({ queryRef }: MemberPageProps<DepositRouteData, Record<string, never>>) {
  const { data } = useReadQuery(queryRef);
  const client = useApolloClient();
  if (!data.viewer) return null;
  return <DepositPage viewer={data.viewer} onCredited={() => void client.refetchQueries({ include: 'active' }).catch(() => undefined)} />;
}

export const depositPage = defineMemberPage({ query: DepositRouteQuery, Page: DepositRoute });
