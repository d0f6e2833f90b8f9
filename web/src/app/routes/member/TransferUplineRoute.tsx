import { graphql } from '../../../gql';
import { TransferUplinePage } from '../../../features/member-centre/pages/wallet/TransferUplinePage';
import { defineViewerPage } from './define-member-page';

const TransferUplineRouteQuery = graphql(`
  query TransferUplineRoute {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      ...TransferUplinePage_viewer
    }
  }
`);

export const transferUplinePage = defineViewerPage({ query: TransferUplineRouteQuery, Page: TransferUplinePage });
