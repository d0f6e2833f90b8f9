import { graphql } from '../../../gql';
import { TeamOverviewPage } from '../../../features/agent-centre/pages/TeamOverviewPage';
import { defineRangeReport } from './agent-report-route';

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

export const teamOverviewPage = defineRangeReport({
  query: AgentTeamOverviewRouteQuery,
  page: 'agentTeamOverview',
  Report: TeamOverviewPage,
});
