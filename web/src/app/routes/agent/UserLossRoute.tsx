import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AgentUserLossRouteQuery as RouteData, AgentUserLossRouteQueryVariables as RouteVariables } from '../../../gql/graphql';
import { UserLossPage } from '../../../features/agent-centre/pages/UserLossPage';
import { defineAgentPage, type AgentPageProps } from './define-agent-page';
import { reportFilter, reportPageSize, useReportControls } from './agent-report-route';

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

function UserLossRoute({ queryRef, variables }: AgentPageProps<RouteData, RouteVariables>) {
  const { data } = useReadQuery(queryRef);
  const controls = useReportControls(queryRef, 'palStatementsAgentCopy', variables);
  return data.viewer ? <UserLossPage agentCentre={data.viewer.agentCentre} {...controls} /> : null;
}

export const userLossPage = defineAgentPage({
  query: AgentUserLossRouteQuery,
  variables: (url): RouteVariables => ({ filter: reportFilter(url), first: reportPageSize }),
  Page: UserLossRoute,
});
