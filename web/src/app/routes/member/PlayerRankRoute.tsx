import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { PlayerRankRouteQuery as PlayerRankRouteData } from '../../../gql/graphql';
import { PlayerRankPage } from '../../../features/member-centre/pages/vip/PlayerRankPage';
import { defineMemberPage, type MemberPageProps } from './define-member-page';

const PlayerRankRouteQuery = graphql(`
  query PlayerRankRoute {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      ...PlayerRankPage_viewer
    }
  }
`);

function PlayerRankRoute({ queryRef }: MemberPageProps<PlayerRankRouteData, Record<string, never>>) {
  const { data } = useReadQuery(queryRef);
  return data.viewer ? <PlayerRankPage viewer={data.viewer} /> : null;
}

export const playerRankPage = defineMemberPage({ query: PlayerRankRouteQuery, Page: PlayerRankRoute });
