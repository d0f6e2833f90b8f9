import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ContractKind, ContractStatus, DownlineRole } from '../../../gql/graphql';
import { Tabs } from '../../../components/Tabs';
import { DownlineContractsSection } from './DownlineContractsSection';
import { TeamSection } from './TeamSection';

export const TeamManagementPageAgentCentreFragment = graphql(`
  fragment TeamManagementPage_agentCentre on AgentCentre {
    ...TeamSection_agentCentre @skip(if: $contracts)
    ...DownlineContractsSection_agentCentre @include(if: $contracts)
  }
`);

export type TeamView = 'team' | 'contracts';

/** The downline whose own downlines are listed (team management drills down the tree). */
export interface TeamParent {
  id: string;
  account: string;
}

export interface TeamQuery {
  parent: TeamParent | null;
  search: string;
  role: DownlineRole;
}

export interface ContractsQuery {
  kind: ContractKind | null;
  status: ContractStatus | null;
}

export interface TeamManagementPageProps {
  agentCentre: FragmentType<typeof TeamManagementPageAgentCentreFragment>;
  variables: Record<string, unknown>;
  view: TeamView;
  team: TeamQuery;
  contracts: ContractsQuery;
  onView: (view: TeamView) => void;
  onTeam: (query: TeamQuery) => void;
  onContracts: (query: ContractsQuery) => void;
  onLoadMore: (after: string) => Promise<unknown>;
}

/**
 * downlineManagmentView: the downline tree (paged, searchable, drilling down), with a transfer and, for direct
 * downlines, a contract offer per account; and the contracts the agent offered, with their history.
 */
export function TeamManagementPage({ agentCentre, variables, view, team, contracts, onView, onTeam, onContracts, onLoadMore }: TeamManagementPageProps) {
  const intl = useIntl();
  const { data, complete } = useFragment({
    fragment: TeamManagementPageAgentCentreFragment,
    fragmentName: 'TeamManagementPage_agentCentre',
    from: agentCentre,
    variables,
  });
  if (!complete) return null;
  return (
    <Tabs
      label={intl.formatMessage({ id: 'team.views' })}
      options={[
        { value: 'team' as const, label: intl.formatMessage({ id: 'team.view.team' }) },
        { value: 'contracts' as const, label: intl.formatMessage({ id: 'team.view.contracts' }) },
      ]}
      value={view}
      onChange={onView}
    >
      {view === 'team' ? (
        <TeamSection agentCentre={data} variables={variables} query={team} onQuery={onTeam} onLoadMore={onLoadMore} />
      ) : (
        <DownlineContractsSection agentCentre={data} variables={variables} query={contracts} onQuery={onContracts} onLoadMore={onLoadMore} />
      )}
    </Tabs>
  );
}
