import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMore } from '../../../components/records/LoadMore';
import { RecordFilters } from '../../../components/records/RecordFilters';
import { RecordTable } from '../../../components/records/RecordTable';
import { SignedAmount } from '../../../components/records/SignedAmount';
import { formatMoney } from '../../../lib/money/format-money';
import { DownlineChip } from '../components/DownlineChip';
import { Figures } from '../components/Figures';
import type { ReportControls } from '../report-controls';
import styles from './agent-page-styles';

export const UserLossPageAgentCentreFragment = graphql(`
  fragment UserLossPage_agentCentre on AgentCentre {
    userLoss(filter: $filter, first: $first, after: $after) {
      edges {
        cursor
        node {
          downlineId
          account
          level
          betCount
          betAmount
          validBet
          winLoss
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
      totals {
        betCount
        validBet
        winLoss
      }
    }
  }
`);

/** palStatementsAgentCopy (user loss): each team account's profit and loss over the chosen days. */
export function UserLossPage({
  agentCentre,
  variables,
  filters,
  downline,
  onFilter,
  onDownline,
  onLoadMore,
}: ReportControls & { agentCentre: FragmentType<typeof UserLossPageAgentCentreFragment> }) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: UserLossPageAgentCentreFragment, fragmentName: 'UserLossPage_agentCentre', from: agentCentre, variables });
  if (!complete) return null;
  const { edges, pageInfo, totalCount, totals } = data.userLoss;
  const rows = edges.map((edge) => edge.node);
  const money = (amount: string) => formatMoney(amount, intl.locale);
  return (
    <div className={styles.page}>
      <RecordFilters values={filters} onApply={onFilter} />
      <DownlineChip downline={downline} onClear={() => onDownline(null)} />
      <Figures
        testId="user-loss-totals"
        figures={[
          { key: 'betCount', label: intl.formatMessage({ id: 'records.betCount' }), value: totals.betCount },
          { key: 'validBet', label: intl.formatMessage({ id: 'records.validBet' }), value: money(totals.validBet) },
          { key: 'winLoss', label: intl.formatMessage({ id: 'userLoss.result' }), value: <SignedAmount amount={totals.winLoss} /> },
        ]}
      />
      {rows.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'records.none' })} testId="user-loss-empty" />
      ) : (
        <RecordTable
          caption={intl.formatMessage({ id: 'agentCentre.page.palStatementsAgentCopy' })}
          rows={rows}
          rowKey={(row) => row.downlineId ?? row.account ?? ''}
          testId="user-loss"
          columns={[
            {
              key: 'account',
              label: intl.formatMessage({ id: 'team.account' }),
              cell: (row) =>
                row.downlineId ? (
                  <button type="button" className={styles.linkButton} onClick={() => onDownline({ id: row.downlineId ?? '', account: row.account ?? '' })}>
                    {row.account}
                  </button>
                ) : (
                  row.account
                ),
            },
            { key: 'level', label: intl.formatMessage({ id: 'team.level' }), numeric: true, cell: (row) => row.level },
            { key: 'betCount', label: intl.formatMessage({ id: 'records.betCount' }), numeric: true, cell: (row) => row.betCount },
            { key: 'betAmount', label: intl.formatMessage({ id: 'records.betAmount' }), numeric: true, cell: (row) => money(row.betAmount) },
            { key: 'validBet', label: intl.formatMessage({ id: 'records.validBet' }), numeric: true, cell: (row) => money(row.validBet) },
            { key: 'winLoss', label: intl.formatMessage({ id: 'userLoss.result' }), numeric: true, cell: (row) => <SignedAmount amount={row.winLoss} /> },
          ]}
        />
      )}
      <LoadMore shown={rows.length} total={totalCount} endCursor={pageInfo.endCursor} hasNextPage={pageInfo.hasNextPage} onLoadMore={onLoadMore} />
    </div>
  );
}
