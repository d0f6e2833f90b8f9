import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../../gql';
import type { AccountRecordType } from '../../../../gql/graphql';
import { timeColumn } from '../../../../components/records/time-column';
import { formatMoney } from '../../../../lib/money/format-money';
import { RecordsView, statusColumn, type RecordsPageProps } from './RecordsView';
import { SignedAmount } from '../../../../components/records/SignedAmount';
import { useFragmentData } from '../../../../lib/apollo/useFragmentData';

export const AccountRecordsPageViewerFragment = graphql(`
  fragment AccountRecordsPage_viewer on Viewer {
    accountRecords(first: $first, after: $after, filter: $filter) {
      edges {
        cursor
        node {
          id
          orderNo
          type
          amount
          balanceAfter
          status
          remark
          createdAt
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

export const accountRecordTypes: readonly AccountRecordType[] = ['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BONUS', 'REBATE', 'ADJUSTMENT'];

/** transactionHistory: every money line of the main wallet, by type and days, with money in and out. */
export function AccountRecordsPage({ viewer, variables, ...view }: RecordsPageProps & { viewer: FragmentType<typeof AccountRecordsPageViewerFragment> }) {
  const intl = useIntl();
  const data = useFragmentData(AccountRecordsPageViewerFragment, viewer, variables);
  if (!data) return null;
  const records = data.accountRecords;
  const money = (amount: string) => formatMoney(amount, intl.locale);
  const typeName = (type: AccountRecordType) => intl.formatMessage({ id: `records.accountType.${type}` });

  return (
    <RecordsView
      {...view}
      page="transactionHistory"
      types={{ labelId: 'records.type', values: accountRecordTypes, name: typeName }}
      totals={[
        { key: 'totalIn', label: intl.formatMessage({ id: 'records.totalIn' }), value: money(records.totalIn) },
        { key: 'totalOut', label: intl.formatMessage({ id: 'records.totalOut' }), value: money(records.totalOut) },
      ]}
      testId="account-records"
      connection={records}
      columns={[
        timeColumn(intl, 'createdAt'),
        { key: 'type', label: intl.formatMessage({ id: 'records.type' }), cell: (row) => typeName(row.type) },
        { key: 'amount', label: intl.formatMessage({ id: 'money.amount' }), numeric: true, cell: (row) => <SignedAmount amount={row.amount} /> },
        {
          key: 'balance',
          label: intl.formatMessage({ id: 'records.balanceAfter' }),
          numeric: true,
          cell: (row) => (row.balanceAfter ? money(row.balanceAfter) : '—'),
        },
        statusColumn(intl),
        // The platform's order number is for support, not for reading (issue 32, item 7): it rides in the title.
        { key: 'remark', label: intl.formatMessage({ id: 'records.remark' }), cell: (row) => <span title={row.orderNo ?? undefined}>{row.remark}</span> },
      ]}
    />
  );
}
