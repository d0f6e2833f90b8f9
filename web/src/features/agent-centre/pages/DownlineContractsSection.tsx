import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import type { ContractKind, ContractStatus } from '../../../gql/graphql';
import { EmptyState } from '../../../components/EmptyState';
import { SelectField } from '../../../components/SelectField';
import { LoadMore } from '../../../components/records/LoadMore';
import { ContractCard, type ContractCardContractFragment } from '../contracts/ContractCard';
import { TerminateContractButton } from '../contracts/TerminateContractButton';
import { contractKindLabel, contractKinds, contractStatusLabel, contractStatuses } from '../labels';
import type { ContractsQuery } from './TeamManagementPage';
import styles from './agent-page-styles';

/** The page of AgentCentre.downlineContracts the route selected, each node with its card's fragment. */
export interface DownlineContractsPage {
  edges: ReadonlyArray<{ node: FragmentType<typeof ContractCardContractFragment> & { id: string; status: ContractStatus } }>;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  totalCount: number;
}

export interface DownlineContractsSectionProps {
  contracts: DownlineContractsPage;
  query: ContractsQuery;
  onQuery: (query: ContractsQuery) => void;
  onLoadMore: (after: string) => Promise<unknown>;
}

/**
 * The contracts the agent offered its direct downlines, newest first: pending offers, active ones and history. The
 * route selects the list with each card's fragment (one level less of the gateway's query cost than a fragment here).
 */
export function DownlineContractsSection({ contracts, query, onQuery, onLoadMore }: DownlineContractsSectionProps) {
  const intl = useIntl();
  // The filters as chosen here: a second change before the list has reloaded keeps the first.
  const [chosen, setChosen] = useState(query);
  const choose = (next: ContractsQuery) => {
    setChosen(next);
    onQuery(next);
  };
  const { edges, pageInfo, totalCount } = contracts;
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <SelectField
          name="kind"
          label={intl.formatMessage({ id: 'contracts.kind' })}
          value={chosen.kind ?? ''}
          onChange={(event) => choose({ ...chosen, kind: (event.target.value || null) as ContractKind | null })}
        >
          <option value="">{intl.formatMessage({ id: 'records.type.all' })}</option>
          {contractKinds.map((kind) => (
            <option key={kind} value={kind}>
              {contractKindLabel(intl, kind)}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="status"
          label={intl.formatMessage({ id: 'contracts.status' })}
          value={chosen.status ?? ''}
          onChange={(event) => choose({ ...chosen, status: (event.target.value || null) as ContractStatus | null })}
        >
          <option value="">{intl.formatMessage({ id: 'records.type.all' })}</option>
          {contractStatuses.map((status) => (
            <option key={status} value={status}>
              {contractStatusLabel(intl, status)}
            </option>
          ))}
        </SelectField>
      </div>
      {edges.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'contracts.offered.none' })} testId="downline-contracts-empty" />
      ) : (
        <div className={styles.list} data-testid="downline-contracts">
          {edges.map(({ node }) => (
            <ContractCard
              key={node.id}
              contract={node}
              actions={
                node.status === 'ACTIVE' || node.status === 'PENDING' ? (
                  <TerminateContractButton contractId={node.id} pending={node.status === 'PENDING'} />
                ) : null
              }
            />
          ))}
        </div>
      )}
      <LoadMore shown={edges.length} total={totalCount} endCursor={pageInfo.endCursor} hasNextPage={pageInfo.hasNextPage} onLoadMore={onLoadMore} />
    </div>
  );
}
