import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AgentTeamTransactionsRouteQuery as RouteData, AgentTeamTransactionsRouteQueryVariables as RouteVariables } from '../../../gql/graphql';
import { teamTransactionTypes } from '../../../features/agent-centre/labels';
import { TeamTransactionsPage } from '../../../features/agent-centre/pages/TeamTransactionsPage';
import { defineAgentPage, type AgentPageProps } from './define-agent-page';
import { reportFilter, reportPageSize, reportType, useReportControls } from './agent-report-route';

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

function TeamTransactionsRoute({ queryRef, variables }: AgentPageProps<RouteData, RouteVariables>) {
  const { data } = useReadQuery(queryRef);
  const controls = useReportControls(queryRef, 'agentDownlineTransactionDetailsCopy', variables);
  return data.viewer ? <TeamTransactionsPage agentCentre={data.viewer.agentCentre} {...controls} /> : null;
}

export const teamTransactionsPage = defineAgentPage({
  query: AgentTeamTransactionsRouteQuery,
  variables: (url): RouteVariables => ({ filter: reportFilter(url), type: reportType(url, teamTransactionTypes), first: reportPageSize }),
  Page: TeamTransactionsRoute,
});
