import { graphql } from '../../../gql';
import type { AgentUserLossRouteQueryVariables as RouteVariables } from '../../../gql/graphql';
import { UserLossPage } from '../../../features/agent-centre/pages/UserLossPage';
import { reportFilter, reportPageSize, definePagedReport } from './agent-report-route';

const AgentUserLossRouteQuery = graphql(`
  query AgentUserLossRoute($filter: TeamReportFilter, $first: Int!, $after: String) {
    ...AppShell_query
    ...AgentCentreRoute_query
    viewer {
      agentCentre {
        ...UserLossPage_agentCentre
      }
    }
  }
`);

export const userLossPage = definePagedReport({
  query: AgentUserLossRouteQuery,
  page: 'palStatementsAgentCopy',
  variables: (url): RouteVariables => ({ filter: reportFilter(url), first: reportPageSize }),
  Report: UserLossPage,
});
