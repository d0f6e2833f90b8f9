import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { TransferFundRouteQuery as TransferFundRouteData } from '../../../gql/graphql';
import { TransferFundPage } from '../../../features/member-centre/pages/wallet/TransferFundPage';
import { defineMemberPage, type MemberPageProps } from './define-member-page';

const TransferFundRouteQuery = graphql(`
  query TransferFundRoute {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      ...TransferFundPage_viewer
    }
  }
`);

function TransferFundRoute({ queryRef }: MemberPageProps<TransferFundRouteData, Record<string, never>>) {
  const { data } = useReadQuery(queryRef);
  return data.viewer ? <TransferFundPage viewer={data.viewer} /> : null;
}

export const transferFundPage = defineMemberPage({ query: TransferFundRouteQuery, Page: TransferFundRoute });
