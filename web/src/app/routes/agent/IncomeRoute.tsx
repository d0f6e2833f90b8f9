import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AgentIncomeRouteQuery as RouteData, AgentIncomeRouteQueryVariables as RouteVariables } from '../../../gql/graphql';
import { IncomePage } from '../../../features/agent-centre/pages/IncomePage';
import { defineAgentPage, type AgentPageProps } from './define-agent-page';
import { reportRange, useReportFilters } from './agent-report-route';

const AgentIncomeRouteQuery = graphql(`
  query AgentIncomeRoute($range: DateRangeInput) {
    ...AppShell_query
    ...AgentCentreRoute_query
    viewer {
      agentCentre {
        ...IncomePage_agentCentre
      }
    }
  }
`);

function IncomeRoute({ queryRef, variables }: AgentPageProps<RouteData, RouteVariables>) {
  const { data } = useReadQuery(queryRef);
  const controls = useReportFilters('agentRevenueReport');
  if (!data.viewer) return null;
  return <IncomePage agentCentre={data.viewer.agentCentre} variables={variables} filters={controls.filters} onFilter={controls.onFilter} />;
}

export const incomePage = defineAgentPage({
  query: AgentIncomeRouteQuery,
  variables: (url): RouteVariables => ({ range: reportRange(url) }),
  Page: IncomeRoute,
});
