import { Suspense } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { MemberPageSkeleton } from '../../../features/member-centre/components/MemberPageSkeleton';
import { MissionsPage, missionFiltersFromUrl, missionFiltersToParams } from '../../../features/missions/components/MissionsPage';
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
export function missionLeaderboardLoader(preloadQuery: PreloadQueryFunction) {
  return ({ request }: LoaderFunctionArgs) => {
    const filters = missionFiltersFromUrl(new URL(request.url).searchParams);
    const variables = { period: filters.period, boardPeriod: filters.board, boardSize: LEADERBOARD_SIZE };
    return { queryRef: preloadQuery(MissionLeaderboardRouteQuery, { variables, fetchPolicy: 'network-only' }), filters };
  };
}

type MissionLeaderboardLoaderData = ReturnType<ReturnType<typeof missionLeaderboardLoader>>;

export function MissionLeaderboardRoute() {
  const loaderData = useLoaderData<MissionLeaderboardLoaderData>();
  return (
    <Suspense fallback={<MemberPageSkeleton />}>
      <MissionLeaderboardContent {...loaderData} />
    </Suspense>
  );
}

function MissionLeaderboardContent({ queryRef, filters }: MissionLeaderboardLoaderData) {
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

export const missionLeaderboardPage: MemberPageModule = { loader: missionLeaderboardLoader, Component: MissionLeaderboardRoute };
