import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ContractKind, ContractStatus, DownlineRole } from '../../../gql/graphql';
import { Tabs } from '../../../components/Tabs';

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

/**
 * downlineManagmentView: the downline tree (TeamSection) and the contracts the agent offered (DownlineContractsSection),
 * as two tabs; each tab is its own route query, so neither pays for the other.
 */
export function TeamManagementPage({ view, onView, children }: { view: TeamView; onView: (view: TeamView) => void; children: ReactNode }) {
  const intl = useIntl();
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
      {children}
    </Tabs>
  );
}
