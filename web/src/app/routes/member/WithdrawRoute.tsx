import { graphql } from '../../../gql';
import { WithdrawPage } from '../../../features/member-centre/pages/withdraw/WithdrawPage';
import { defineViewerPage } from './define-member-page';

const WithdrawRouteQuery = graphql(`
  query WithdrawRoute {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      ...WithdrawPage_viewer
    }
  }
`);

export const withdrawPage = defineViewerPage({ query: WithdrawRouteQuery, Page: WithdrawPage });
