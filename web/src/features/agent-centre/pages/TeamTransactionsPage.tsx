import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { TeamTransactionStatus } from '../../../gql/graphql';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMore } from '../../../components/records/LoadMore';
import { RecordFilters } from '../../../components/records/RecordFilters';
import { RecordTable } from '../../../components/records/RecordTable';
import { SignedAmount } from '../../../components/records/SignedAmount';
import { formatLocalDateTime } from '../../../lib/date/local-date-time';
import { formatMoney } from '../../../lib/money/format-money';
import { DownlineChip } from '../components/DownlineChip';
import { Figures } from '../components/Figures';
import { StatusTag, type StatusTone } from '../components/StatusTag';
import { teamTransactionTypeLabel, teamTransactionTypes } from '../labels';
import type { ReportControls } from '../report-controls';
import styles from './agent-page-styles';

export const TeamTransactionsPageAgentCentreFragment = graphql(`
  fragment TeamTransactionsPage_agentCentre on AgentCentre {
    transactions(filter: $filter, type: $type, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          orderNo
          downlineId
          account
          type
          amount
          status
          createdAt
          remark
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
      totalIn
      totalOut
    }
  }
`);

const toneOf: Record<TeamTransactionStatus, StatusTone> = { SUCCESS: 'good', PENDING: 'wait', FAILED: 'bad' };

/** agentDownlineTransactionDetailsCopy (account details): the team's money lines by type, days and account. */
export function TeamTransactionsPage({
  agentCentre,
  variables,
  filters,
  downline,
  onFilter,
  onDownline,
  onLoadMore,
}: ReportControls & { agentCentre: FragmentType<typeof TeamTransactionsPageAgentCentreFragment> }) {
  const intl = useIntl();
  const { data, complete } = useFragment({
    fragment: TeamTransactionsPageAgentCentreFragment,
    fragmentName: 'TeamTransactionsPage_agentCentre',
    from: agentCentre,
    variables,
  });
  if (!complete) return null;
  const { edges, pageInfo, totalCount, totalIn, totalOut } = data.transactions;
  const rows = edges.map((edge) => edge.node);
  const money = (amount: string) => formatMoney(amount, intl.locale);
  return (
    <div className={styles.page}>
      <RecordFilters
        values={filters}
        typeLabel={intl.formatMessage({ id: 'records.type' })}
        types={teamTransactionTypes.map((value) => ({ value, label: teamTransactionTypeLabel(intl, value) }))}
        onApply={onFilter}
      />
      <DownlineChip downline={downline} onClear={() => onDownline(null)} />
      <Figures
        testId="team-transaction-totals"
        figures={[
          { key: 'totalIn', label: intl.formatMessage({ id: 'records.totalIn' }), value: money(totalIn) },
          { key: 'totalOut', label: intl.formatMessage({ id: 'records.totalOut' }), value: money(totalOut) },
        ]}
      />
      {rows.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'records.none' })} testId="team-transactions-empty" />
      ) : (
        <RecordTable
          caption={intl.formatMessage({ id: 'agentCentre.page.agentDownlineTransactionDetailsCopy' })}
          rows={rows}
          rowKey={(row) => row.id}
          testId="team-transactions"
          columns={[
            { key: 'time', label: intl.formatMessage({ id: 'records.time' }), cell: (row) => formatLocalDateTime(row.createdAt) },
            {
              key: 'account',
              label: intl.formatMessage({ id: 'team.account' }),
              cell: (row) => (
                <button type="button" className={styles.linkButton} onClick={() => onDownline({ id: row.downlineId, account: row.account })}>
                  {row.account}
                </button>
              ),
            },
            { key: 'type', label: intl.formatMessage({ id: 'records.type' }), cell: (row) => teamTransactionTypeLabel(intl, row.type) },
            { key: 'amount', label: intl.formatMessage({ id: 'money.amount' }), numeric: true, cell: (row) => <SignedAmount amount={row.amount} /> },
            {
              key: 'status',
              label: intl.formatMessage({ id: 'records.status' }),
              cell: (row) => <StatusTag tone={toneOf[row.status]} label={intl.formatMessage({ id: `agentReports.status.${row.status}` })} />,
            },
            { key: 'remark', label: intl.formatMessage({ id: 'records.remark' }), cell: (row) => [row.orderNo, row.remark].filter(Boolean).join(' · ') },
          ]}
        />
      )}
      <LoadMore shown={rows.length} total={totalCount} endCursor={pageInfo.endCursor} hasNextPage={pageInfo.hasNextPage} onLoadMore={onLoadMore} />
    </div>
  );
}
