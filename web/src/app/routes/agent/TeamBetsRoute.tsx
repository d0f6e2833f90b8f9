import { useLocation, useNavigate } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AgentTeamBetsRouteQuery as RouteData, AgentTeamBetsRouteQueryVariables as RouteVariables, TeamBetGrouping } from '../../../gql/graphql';
import { agentPagePath } from '../../../config/paths';
import { teamGameTypes } from '../../../features/agent-centre/labels';
import { TeamBetsPage, teamBetGroupings } from '../../../features/agent-centre/pages/TeamBetsPage';
import { defineAgentPage, type AgentPageProps } from './define-agent-page';
import { reportFilter, reportPageSize, reportType, useReportControls } from './agent-report-route';

const AgentTeamBetsRouteQuery = graphql(`
  query AgentTeamBetsRoute($filter: TeamReportFilter, $gameType: BetGameType, $groupBy: TeamBetGrouping!, $first: Int!, $after: String) {
    ...AppShell_query
    ...AgentCentreRoute_query
    viewer {
      agentCentre {
        ...TeamBetsPage_agentCentre
      }
    }
  }
`);

const groupingOf = (params: URLSearchParams): TeamBetGrouping =>
  teamBetGroupings.find((grouping) => grouping === params.get('groupBy')) ?? 'MEMBER';

function TeamBetsRoute({ queryRef, variables }: AgentPageProps<RouteData, RouteVariables>) {
  const { data } = useReadQuery(queryRef);
  const controls = useReportControls(queryRef, 'personalHistoryCopy', variables);
  const navigate = useNavigate();
  const { search } = useLocation();
  if (!data.viewer) return null;
  const onGroupBy = (groupBy: TeamBetGrouping) => {
    const params = new URLSearchParams(search);
    params.set('groupBy', groupBy);
    void navigate(`${agentPagePath('personalHistoryCopy')}?${params.toString()}`);
  };
  return <TeamBetsPage agentCentre={data.viewer.agentCentre} {...controls} groupBy={variables.groupBy} onGroupBy={onGroupBy} />;
}

export const teamBetsPage = defineAgentPage({
  query: AgentTeamBetsRouteQuery,
  variables: (url): RouteVariables => ({
    filter: reportFilter(url),
    gameType: reportType(url, teamGameTypes),
    groupBy: groupingOf(url.searchParams),
    first: reportPageSize,
  }),
  Page: TeamBetsRoute,
});
