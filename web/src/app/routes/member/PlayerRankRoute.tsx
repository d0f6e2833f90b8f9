import { graphql } from '../../../gql';
import { PlayerRankPage } from '../../../features/member-centre/pages/vip/PlayerRankPage';
import { defineViewerPage } from './define-member-page';

const PlayerRankRouteQuery = graphql(`
  query PlayerRankRoute {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      ...PlayerRankPage_viewer
    }
  }
`);

export const playerRankPage = defineViewerPage({ query: PlayerRankRouteQuery, Page: PlayerRankPage });
