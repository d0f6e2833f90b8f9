import { useSearchParams } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { MemberPageSkeleton } from '../../../features/member-centre/components/MemberPageSkeleton';
import { MissionsPage, missionFiltersFromUrl, missionFiltersToParams, type MissionFilters } from '../../../features/missions/components/MissionsPage';
import type { MissionLeaderboardRouteQuery as MissionLeaderboardRouteData, MissionLeaderboardRouteQueryVariables } from '../../../gql/graphql';
import { defineUrlQueryRoute, type QueryRouteProps } from '../query-route';
import type { MemberPageModule } from './member-page-module';

export const LEADERBOARD_SIZE = 20;

const MissionLeaderboardRouteQuery = graphql(`
  query MissionLeaderboardRoute($period: MissionPeriod, $boardPeriod: MissionPeriod!, $boardSize: Int!) {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      missions(period: $period) {
        ...MissionSummary_summary @unmask
      }
      missionLeaderboard(period: $boardPeriod, first: $boardSize) {
        ...MissionBoard_leaderboard @unmask
      }
    }
  }
`);

/** The missions' period and the board's period live in the URL (?period=DAILY&board=MONTHLY). */
export const missionLeaderboardPage: MemberPageModule = defineUrlQueryRoute({
  query: MissionLeaderboardRouteQuery,
  view: (params) => ({ filters: missionFiltersFromUrl(params) }),
  variables: ({ filters }) => ({ period: filters.period, boardPeriod: filters.board, boardSize: LEADERBOARD_SIZE }),
  Fallback: MemberPageSkeleton,
  Content: MissionLeaderboardContent,
});

function MissionLeaderboardContent({ queryRef, filters }: { filters: MissionFilters } & QueryRouteProps<MissionLeaderboardRouteData, MissionLeaderboardRouteQueryVariables>) {
  const { data } = useReadQuery(queryRef);
  const [, setSearchParams] = useSearchParams();
  if (!data.viewer) return null;
  return (
    <MissionsPage
      filters={filters}
      onFiltersChange={(change) => setSearchParams(missionFiltersToParams({ ...filters, ...change }))}
      summary={data.viewer.missions}
      leaderboard={data.viewer.missionLeaderboard}
    />
  );
}
