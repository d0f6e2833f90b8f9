import { useLocation, useNavigate } from 'react-router';
import { useQueryRefHandlers, useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type {
  AgentDownlineContractsRouteQuery,
  AgentDownlineContractsRouteQueryVariables,
  AgentTeamRouteQuery,
  AgentTeamRouteQueryVariables,
} from '../../../gql/graphql';
import { agentPagePath } from '../../../config/paths';
import { contractKinds, contractStatuses, downlineRoles } from '../../../features/agent-centre/labels';
import { DownlineContractsSection } from '../../../features/agent-centre/pages/DownlineContractsSection';
import { TeamManagementPage, type ContractsQuery, type TeamQuery, type TeamView } from '../../../features/agent-centre/pages/TeamManagementPage';
import { TeamSection } from '../../../features/agent-centre/pages/TeamSection';
import type { CentrePageModule } from '../centre-page';
import { defineAgentPage, type AgentPageProps } from './define-agent-page';
import { reportPageSize, reportType } from './agent-report-route';

const AgentTeamRouteQuery = graphql(`
  query AgentTeamRoute($parentId: ID, $search: String, $role: DownlineRole, $first: Int!, $after: String) {
    ...AppShell_query
    ...AgentCentreRoute_query
    viewer {
      agentCentre {
        ...TeamSection_agentCentre
      }
    }
  }
`);

const AgentDownlineContractsRouteQuery = graphql(`
  query AgentDownlineContractsRoute($kind: ContractKind, $status: ContractStatus, $first: Int!, $after: String) {
    ...AppShell_query
    ...AgentCentreRoute_query
    viewer {
      agentCentre {
        downlineContracts(kind: $kind, status: $status, first: $first, after: $after) {
          edges {
            cursor
            node {
              id
              status
              ...ContractCard_contract
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
          totalCount
        }
      }
    }
  }
`);

interface PageState {
  view: TeamView;
  team: TeamQuery;
  contracts: ContractsQuery;
}

// Everything the page shows is in the URL (?view=contracts&kind=&status= or ?parent=&parentName=&search=&role=).
function readPage(url: Pick<URL, 'searchParams'>): PageState {
  const params = url.searchParams;
  const parentId = params.get('parent');
  return {
    view: params.get('view') === 'contracts' ? 'contracts' : 'team',
    team: {
      parent: parentId ? { id: parentId, account: params.get('parentName') ?? '' } : null,
      search: params.get('search') ?? '',
      role: reportType(url, downlineRoles, 'role') ?? 'ALL',
    },
    contracts: { kind: reportType(url, contractKinds, 'kind'), status: reportType(url, contractStatuses, 'status') },
  };
}

function writePage({ view, team, contracts }: PageState): string {
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

/** The page's state from the URL, and a change of it as a navigation (so the loader reads it). */
function usePageState() {
  const navigate = useNavigate();
  const page = readPage({ searchParams: new URLSearchParams(useLocation().search) });
  const go = (change: Partial<PageState>) => void navigate(writePage({ ...page, ...change }));
  return { page, go };
}

function TeamRoute({ queryRef, variables }: AgentPageProps<AgentTeamRouteQuery, AgentTeamRouteQueryVariables>) {
  const { data } = useReadQuery(queryRef);
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const { page, go } = usePageState();
  if (!data.viewer) return null;
  return (
    <TeamManagementPage view="team" onView={(view) => go({ view })}>
      <TeamSection
        agentCentre={data.viewer.agentCentre}
        variables={variables}
        query={page.team}
        onQuery={(team) => go({ team })}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
      />
    </TeamManagementPage>
  );
}

function DownlineContractsRoute({ queryRef }: AgentPageProps<AgentDownlineContractsRouteQuery, AgentDownlineContractsRouteQueryVariables>) {
  const { data } = useReadQuery(queryRef);
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const { page, go } = usePageState();
  if (!data.viewer) return null;
  return (
    <TeamManagementPage view="contracts" onView={(view) => go({ view })}>
      <DownlineContractsSection
        contracts={data.viewer.agentCentre.downlineContracts}
        query={page.contracts}
        onQuery={(contracts) => go({ contracts })}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
      />
    </TeamManagementPage>
  );
}

const teamView = defineAgentPage({
  query: AgentTeamRouteQuery,
  variables: (url): AgentTeamRouteQueryVariables => {
    const { team } = readPage(url);
    return { parentId: team.parent?.id ?? null, search: team.search || null, role: team.role, first: reportPageSize };
  },
  Page: TeamRoute,
});

const contractsView = defineAgentPage({
  query: AgentDownlineContractsRouteQuery,
  variables: (url): AgentDownlineContractsRouteQueryVariables => ({ ...readPage(url).contracts, first: reportPageSize }),
  Page: DownlineContractsRoute,
});

function TeamManagementRoute() {
  const { page } = usePageState();
  return page.view === 'contracts' ? <contractsView.Component /> : <teamView.Component />;
}

/** downlineManagmentView: the tab in the URL picks the route query, and the view that reads it. */
export const teamManagementPage: CentrePageModule = {
  loader: (preloadQuery) => {
    const team = teamView.loader(preloadQuery);
    const contracts = contractsView.loader(preloadQuery);
    return (args) => (readPage(new URL(args.request.url)).view === 'contracts' ? contracts(args) : team(args));
  },
  Component: TeamManagementRoute,
};
