import { useLocation, useNavigate } from 'react-router';
import { useQueryRefHandlers, useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AgentTeamManagementRouteQuery as RouteData, AgentTeamManagementRouteQueryVariables as RouteVariables } from '../../../gql/graphql';
import { agentPagePath } from '../../../config/paths';
import { contractKinds, contractStatuses, downlineRoles } from '../../../features/agent-centre/labels';
import {
  TeamManagementPage,
  type ContractsQuery,
  type TeamQuery,
  type TeamView,
} from '../../../features/agent-centre/pages/TeamManagementPage';
import { defineAgentPage, type AgentPageProps } from './define-agent-page';
import { reportPageSize } from './agent-report-route';

const AgentTeamManagementRouteQuery = graphql(`
  query AgentTeamManagementRoute(
    $contracts: Boolean!
    $parentId: ID
    $search: String
    $role: DownlineRole
    $kind: ContractKind
    $status: ContractStatus
    $first: Int!
    $after: String
  ) {
    ...AppShell_query
    ...AgentCentreRoute_query
    viewer {
      agentCentre {
        ...TeamManagementPage_agentCentre
      }
    }
  }
`);

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : null;

// Everything the page shows is in the URL (?view=contracts&parent=&parentName=&search=&role=&kind=&status=).
function readPage(params: URLSearchParams): { view: TeamView; team: TeamQuery; contracts: ContractsQuery } {
  const parentId = params.get('parent');
  return {
    view: params.get('view') === 'contracts' ? 'contracts' : 'team',
    team: {
      parent: parentId ? { id: parentId, account: params.get('parentName') ?? '' } : null,
      search: params.get('search') ?? '',
      role: oneOf(downlineRoles, params.get('role')) ?? 'ALL',
    },
    contracts: { kind: oneOf(contractKinds, params.get('kind')), status: oneOf(contractStatuses, params.get('status')) },
  };
}

function writePage({ view, team, contracts }: ReturnType<typeof readPage>): string {
  const params = new URLSearchParams();
  if (view === 'contracts') {
    params.set('view', view);
    if (contracts.kind) params.set('kind', contracts.kind);
    if (contracts.status) params.set('status', contracts.status);
  } else {
    if (team.parent) {
      params.set('parent', team.parent.id);
      params.set('parentName', team.parent.account);
    }
    if (team.search) params.set('search', team.search);
    if (team.role !== 'ALL') params.set('role', team.role);
  }
  const query = params.toString();
  return `${agentPagePath('downlineManagmentView')}${query ? `?${query}` : ''}`;
}

function TeamManagementRoute({ queryRef, variables }: AgentPageProps<RouteData, RouteVariables>) {
  const { data } = useReadQuery(queryRef);
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const navigate = useNavigate();
  const page = readPage(new URLSearchParams(useLocation().search));
  if (!data.viewer) return null;
  const go = (change: Partial<typeof page>) => void navigate(writePage({ ...page, ...change }));
  return (
    <TeamManagementPage
      agentCentre={data.viewer.agentCentre}
      variables={variables}
      {...page}
      onView={(view) => go({ view })}
      onTeam={(team) => go({ team })}
      onContracts={(contracts) => go({ contracts })}
      onLoadMore={(after) => fetchMore({ variables: { after } })}
    />
  );
}

export const teamManagementPage = defineAgentPage({
  query: AgentTeamManagementRouteQuery,
  variables: (url): RouteVariables => {
    const { view, team, contracts } = readPage(url.searchParams);
    return {
      contracts: view === 'contracts',
      parentId: team.parent?.id ?? null,
      search: team.search || null,
      role: team.role,
      kind: contracts.kind,
      status: contracts.status,
      first: reportPageSize,
    };
  },
  Page: TeamManagementRoute,
});
