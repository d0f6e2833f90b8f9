import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { TransferUplineRouteQuery as TransferUplineRouteData } from '../../../gql/graphql';
import { TransferUplinePage } from '../../../features/member-centre/pages/wallet/TransferUplinePage';
import { defineMemberPage, type MemberPageProps } from './define-member-page';

const TransferUplineRouteQuery = graphql(`
  query TransferUplineRoute {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      ...TransferUplinePage_viewer
    }
  }
`);

function TransferUplineRoute({ queryRef }: MemberPageProps<TransferUplineRouteData, Record<string, never>>) {
  const { data } = useReadQuery(queryRef);
  return data.viewer ? <TransferUplinePage viewer={data.viewer} /> : null;
}

export const transferUplinePage = defineMemberPage({ query: TransferUplineRouteQuery, Page: TransferUplineRoute });
