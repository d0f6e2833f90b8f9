import { graphql } from '../../../gql';
import { TransferFundPage } from '../../../features/member-centre/pages/wallet/TransferFundPage';
import { defineViewerPage } from './define-member-page';

const TransferFundRouteQuery = graphql(`
  query TransferFundRoute {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      ...TransferFundPage_viewer
    }
  }
`);

export const transferFundPage = defineViewerPage({ query: TransferFundRouteQuery, Page: TransferFundPage });
