import { useQueryRefHandlers, useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AgentContractKindRouteQuery as RouteData, AgentContractKindRouteQueryVariables as RouteVariables, ContractKind } from '../../../gql/graphql';
import type { SwitchedAgentPageKey } from '../../../config/paths';
import { ContractKindPage } from '../../../features/agent-centre/pages/ContractKindPage';
import type { CentrePageModule } from '../centre-page';
import { defineAgentPage, type AgentPageProps } from './define-agent-page';
import { reportPageSize } from './agent-report-route';

const AgentContractKindRouteQuery = graphql(`
  query AgentContractKindRoute($realTime: Boolean!, $first: Int!, $after: String) {
    ...AppShell_query
    ...AgentCentreRoute_query
    viewer {
      contracts {
        held {
          id
          kind
          ...ContractCard_contract
        }
      }
      agentCentre {
        agent {
          id
          account
        }
        ...RealTimeSalarySection_agentCentre @include(if: $realTime)
      }
    }
  }
`);

/** The contract kind of each switched page. */
const kindOfPage: Record<SwitchedAgentPageKey, ContractKind> = {
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
    if (!data.viewer) return null;
    const { agentCentre } = data.viewer;
    return (
      <ContractKindPage
        kind={kind}
        held={data.viewer.contracts.held.map((contract) => ({ id: contract.id, kind: contract.kind, card: contract }))}
        agent={agentCentre.agent}
        realTime={variables.realTime ? { agentCentre, variables, onLoadMore: (after) => fetchMore({ variables: { after } }) } : null}
      />
    );
  }
  return defineAgentPage({
    query: AgentContractKindRouteQuery,
    variables: (): RouteVariables => ({ realTime: kind === 'REAL_TIME_SALARY', first: reportPageSize }),
    Page: ContractKindRoute,
  });
}

export const dividendRecordPage = contractKindPage('agentDividendRecord');
export const dailyWagesPage = contractKindPage('agentDailyWages');
export const hourlySalaryPage = contractKindPage('agentHourlySalary');
export const realTimeSalaryPage = contractKindPage('agentRealTimeSalary');
