import { graphql } from '../../../gql';
import type { AgentTeamOverviewRouteQueryVariables as RouteVariables } from '../../../gql/graphql';
import { TeamOverviewPage } from '../../../features/agent-centre/pages/TeamOverviewPage';
import { reportRange, defineRangeReport } from './agent-report-route';

const AgentTeamOverviewRouteQuery = graphql(`
  query AgentTeamOverviewRoute($range: DateRangeInput) {
    ...AppShell_query
    ...AgentCentreRoute_query
    viewer {
      agentCentre { ...TeamOverviewPage_agentCentre }
    }
  }
`);

export const teamOverviewPage = defineRangeReport({
  query: AgentTeamOverviewRouteQuery,
  page: 'agentTeamOverview',
  variables: (url): RouteVariables => ({ range: reportRange(url) }),
  Report: TeamOverviewPage,
});
