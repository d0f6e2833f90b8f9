import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { WithdrawRouteQuery as WithdrawRouteData } from '../../../gql/graphql';
import { WithdrawPage } from '../../../features/member-centre/pages/withdraw/WithdrawPage';
import { defineMemberPage, type MemberPageProps } from './define-member-page';

const WithdrawRouteQuery = graphql(`
  query WithdrawRoute {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      ...WithdrawPage_viewer
    }
  }
`);

function WithdrawRoute({ queryRef }: MemberPageProps<WithdrawRouteData, Record<string, never>>) {
  const { data } = useReadQuery(queryRef);
  return data.viewer ? <WithdrawPage viewer={data.viewer} /> : null;
}

export const withdrawPage = defineMemberPage({ query: WithdrawRouteQuery, Page: WithdrawRoute });
