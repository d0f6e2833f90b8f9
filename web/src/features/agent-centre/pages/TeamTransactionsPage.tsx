import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import type { TeamTransactionStatus } from '../../../gql/graphql';
import { RecordList } from '../../../components/records/RecordList';
import { timeColumn } from '../../../components/records/time-column';
import { SignedAmount } from '../../../components/records/SignedAmount';
import { formatMoney } from '../../../lib/money/format-money';
import { StatusTag, type StatusTone } from '../components/StatusTag';
import { teamTransactionTypeLabel, teamTransactionTypes } from '../labels';
import type { ReportControls } from '../report-controls';
import { accountColumn } from './report-columns';
import { ReportView } from './ReportView';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

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
        ...RecordList_pageInfo @unmask
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
  ...controls
}: ReportControls & { agentCentre: FragmentType<typeof TeamTransactionsPageAgentCentreFragment> }) {
  const intl = useIntl();
  const data = useFragmentData(TeamTransactionsPageAgentCentreFragment, agentCentre, variables);
  if (!data) return null;
  const { totalIn, totalOut } = data.transactions;
  const money = (amount: string) => formatMoney(amount, intl.locale);
  return (
    <ReportView
      {...controls}
      typeLabel={intl.formatMessage({ id: 'records.type' })}
      types={teamTransactionTypes.map((value) => ({ value, label: teamTransactionTypeLabel(intl, value) }))}
      totalsTestId="team-transaction-totals"
      totals={[
        { key: 'totalIn', label: intl.formatMessage({ id: 'records.totalIn' }), value: money(totalIn) },
        { key: 'totalOut', label: intl.formatMessage({ id: 'records.totalOut' }), value: money(totalOut) },
      ]}
    >
      <RecordList
        caption={intl.formatMessage({ id: 'agentCentre.page.agentDownlineTransactionDetailsCopy' })}
        rows={data.transactions.edges.map((edge) => edge.node)}
        rowKey={(row) => row.id}
        testId="team-transactions"
        emptyTestId="team-transactions-empty"
        connection={data.transactions}
        onLoadMore={controls.onLoadMore}
        columns={[
          timeColumn(intl, 'createdAt'),
          accountColumn(intl, controls.onDownline),
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
    </ReportView>
  );
}
