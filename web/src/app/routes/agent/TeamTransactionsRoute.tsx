import { graphql } from '../../../gql';
import type { AgentTeamTransactionsRouteQueryVariables as RouteVariables } from '../../../gql/graphql';
import { teamTransactionTypes } from '../../../features/agent-centre/labels';
import { TeamTransactionsPage } from '../../../features/agent-centre/pages/TeamTransactionsPage';
import { reportFilter, reportPageSize, reportType, definePagedReport } from './agent-report-route';

const AgentTeamTransactionsRouteQuery = graphql(`
  query AgentTeamTransactionsRoute($filter: TeamReportFilter, $type: TeamTransactionType, $first: Int!, $after: String) {
    ...AppShell_query
    ...AgentCentreRoute_query
    viewer {
      agentCentre {
        ...TeamTransactionsPage_agentCentre
      }
    }
  }
`);

export const teamTransactionsPage = definePagedReport({
  query: AgentTeamTransactionsRouteQuery,
  page: 'agentDownlineTransactionDetailsCopy',
  variables: (url): RouteVariables => ({ filter: reportFilter(url), type: reportType(url, teamTransactionTypes), first: reportPageSize }),
  Report: TeamTransactionsPage,
});
