import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ContractKind, ContractStatus } from '../../../gql/graphql';
import { EmptyState } from '../../../components/EmptyState';
import { SelectField } from '../../../components/SelectField';
import { LoadMore } from '../../../components/records/LoadMore';
import { ContractCard } from '../contracts/ContractCard';
import { TerminateContractButton } from '../contracts/TerminateContractButton';
import { contractKindLabel, contractKinds, contractStatusLabel, contractStatuses } from '../labels';
import type { ContractsQuery } from './TeamManagementPage';
import styles from './AgentPages.module.css';

export const DownlineContractsSectionAgentCentreFragment = graphql(`
  fragment DownlineContractsSection_agentCentre on AgentCentre {
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
`);

export interface DownlineContractsSectionProps {
  agentCentre: FragmentType<typeof DownlineContractsSectionAgentCentreFragment>;
  variables: Record<string, unknown>;
  query: ContractsQuery;
  onQuery: (query: ContractsQuery) => void;
  onLoadMore: (after: string) => Promise<unknown>;
}

/** The contracts the agent offered its direct downlines, newest first: pending offers, active ones and history. */
export function DownlineContractsSection({ agentCentre, variables, query, onQuery, onLoadMore }: DownlineContractsSectionProps) {
  const intl = useIntl();
  const { data, complete } = useFragment({
    fragment: DownlineContractsSectionAgentCentreFragment,
    fragmentName: 'DownlineContractsSection_agentCentre',
    from: agentCentre,
    variables,
  });
  if (!complete) return null;
  const { edges, pageInfo, totalCount } = data.downlineContracts;
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <SelectField
          name="kind"
          label={intl.formatMessage({ id: 'contracts.kind' })}
          value={query.kind ?? ''}
          onChange={(event) => onQuery({ ...query, kind: (event.target.value || null) as ContractKind | null })}
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
          value={query.status ?? ''}
          onChange={(event) => onQuery({ ...query, status: (event.target.value || null) as ContractStatus | null })}
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
