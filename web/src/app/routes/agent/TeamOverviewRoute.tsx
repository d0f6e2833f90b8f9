import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AgentTeamOverviewRouteQuery as RouteData, AgentTeamOverviewRouteQueryVariables as RouteVariables } from '../../../gql/graphql';
import { TeamOverviewPage } from '../../../features/agent-centre/pages/TeamOverviewPage';
import { defineAgentPage, type AgentPageProps } from './define-agent-page';
import { reportRange, useReportFilters } from './agent-report-route';

const AgentTeamOverviewRouteQuery = graphql(`
  query AgentTeamOverviewRoute($range: DateRangeInput) {
    ...AppShell_query
    ...AgentCentreRoute_query
    viewer {
      agentCentre {
        ...TeamOverviewPage_agentCentre
      }
    }
  }
`);

function TeamOverviewRoute({ queryRef, variables }: AgentPageProps<RouteData, RouteVariables>) {
  const { data } = useReadQuery(queryRef);
  const controls = useReportFilters('agentTeamOverview');
  if (!data.viewer) return null;
  return <TeamOverviewPage agentCentre={data.viewer.agentCentre} variables={variables} filters={controls.filters} onFilter={controls.onFilter} />;
}

export const teamOverviewPage = defineAgentPage({
  query: AgentTeamOverviewRouteQuery,
  variables: (url): RouteVariables => ({ range: reportRange(url) }),
  Page: TeamOverviewRoute,
});
