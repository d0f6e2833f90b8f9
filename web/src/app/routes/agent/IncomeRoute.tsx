import { graphql } from '../../../gql';
import type { AgentIncomeRouteQueryVariables as RouteVariables } from '../../../gql/graphql';
import { IncomePage } from '../../../features/agent-centre/pages/IncomePage';
import { reportRange, defineRangeReport } from './agent-report-route';

const AgentIncomeRouteQuery = graphql(`
  query AgentIncomeRoute($range: DateRangeInput) {
    ...AppShell_query
    ...AgentCentreRoute_query
    viewer {
      agentCentre { ...IncomePage_agentCentre }
    }
  }
`);

export const incomePage = defineRangeReport({
  query: AgentIncomeRouteQuery,
  page: 'agentRevenueReport',
  variables: (url): RouteVariables => ({ range: reportRange(url) }),
  Report: IncomePage,
});
