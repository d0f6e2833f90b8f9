import { useLocation, useNavigate } from 'react-router';
import { useQueryRefHandlers, useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AgentContractKindRouteQuery as RouteData, AgentContractKindRouteQueryVariables as RouteVariables, ContractKind } from '../../../gql/graphql';
import { agentPagePath, type SwitchedAgentPageKey } from '../../../config/paths';
import { contractStatuses } from '../../../features/agent-centre/labels';
import { ContractKindPage } from '../../../features/agent-centre/pages/ContractKindPage';
import type { CentrePageModule } from '../centre-page';
import { defineAgentPage, type AgentPageProps } from './define-agent-page';
import { reportPageSize, reportType } from './agent-report-route';

const AgentContractKindRouteQuery = graphql(`
  query AgentContractKindRoute(
    $kind: ContractKind!
    $status: ContractStatus
    $first: Int!
    $after: String
    $realTime: Boolean!
    $periodsFirst: Int!
    $periodsAfter: String
  ) {
    ...AppShell_query
    ...AgentCentreRoute_query
    viewer {
      ...ContractKindPage_viewer
    }
  }
`);

/** The contract kind of each switched page. */
export const kindOfPage: Record<SwitchedAgentPageKey, ContractKind> = {
  agentDividendRecord: 'DIVIDEND',
  agentDailyWages: 'DAILY_SALARY',
  agentHourlySalary: 'HOURLY_SALARY',
  agentRealTimeSalary: 'REAL_TIME_SALARY',
};

function contractKindPage(page: SwitchedAgentPageKey): CentrePageModule {
  const kind = kindOfPage[page];
  function ContractKindRoute({ queryRef, variables }: AgentPageProps<RouteData, RouteVariables>) {
    const { data } = useReadQuery(queryRef);
    const { fetchMore } = useQueryRefHandlers(queryRef);
    const navigate = useNavigate();
    const { search } = useLocation();
    if (!data.viewer) return null;
    const status = reportType({ searchParams: new URLSearchParams(search) }, contractStatuses, 'status');
    return (
      <ContractKindPage
        viewer={data.viewer}
        variables={variables}
        kind={kind}
        contracts={{ kind, status }}
        onContracts={(query) => void navigate(`${agentPagePath(page)}${query.status ? `?status=${query.status}` : ''}`)}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
        onLoadMorePeriods={(after) => fetchMore({ variables: { periodsAfter: after } })}
      />
    );
  }
  return defineAgentPage({
    query: AgentContractKindRouteQuery,
    variables: (url): RouteVariables => ({
      kind,
      status: reportType(url, contractStatuses, 'status'),
      first: reportPageSize,
      realTime: kind === 'REAL_TIME_SALARY',
      periodsFirst: reportPageSize,
    }),
    Page: ContractKindRoute,
  });
}

export const dividendRecordPage = contractKindPage('agentDividendRecord');
export const dailyWagesPage = contractKindPage('agentDailyWages');
export const hourlySalaryPage = contractKindPage('agentHourlySalary');
export const realTimeSalaryPage = contractKindPage('agentRealTimeSalary');
