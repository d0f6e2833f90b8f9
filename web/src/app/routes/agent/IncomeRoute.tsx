import { graphql } from '../../../gql';
import { IncomePage } from '../../../features/agent-centre/pages/IncomePage';
import { defineRangeReport } from './agent-report-route';

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

export const incomePage = defineRangeReport({
  query: AgentIncomeRouteQuery,
  page: 'agentRevenueReport',
  Report: IncomePage,
});
