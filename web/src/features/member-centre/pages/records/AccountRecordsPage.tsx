import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import type { AccountRecordType } from '../../../../gql/graphql';
import { EmptyState } from '../../../../components/EmptyState';
import { formatLocalDateTime } from '../../../../lib/date/local-date-time';
import { formatMoney } from '../../../../lib/money/format-money';
import { StatusBadge } from '../StatusBadge';
import type { RecordsPageProps } from './BetRecordsPage';
import { LoadMore } from '../../../../components/records/LoadMore';
import { RecordFilters } from '../../../../components/records/RecordFilters';
import { RecordTable } from '../../../../components/records/RecordTable';
import { SignedAmount } from '../../../../components/records/SignedAmount';
import styles from '../Page.module.css';

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
        hasNextPage
        endCursor
      }
      totalCount
      totalIn
      totalOut
    }
  }
`);

export const accountRecordTypes: readonly AccountRecordType[] = ['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BONUS', 'REBATE', 'ADJUSTMENT'];

/** transactionHistory: every money line of the main wallet, by type and days, with money in and out. */
export function AccountRecordsPage({
  viewer,
  variables,
  filters,
  onFilter,
  onLoadMore,
}: RecordsPageProps & { viewer: FragmentType<typeof AccountRecordsPageViewerFragment> }) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: AccountRecordsPageViewerFragment, fragmentName: 'AccountRecordsPage_viewer', from: viewer, variables });
  if (!complete) return null;
  const records = data.accountRecords;
  const rows = records.edges.map((edge) => edge.node);
  const money = (amount: string) => formatMoney(amount, intl.locale);
  const typeName = (type: AccountRecordType) => intl.formatMessage({ id: `records.accountType.${type}` });

  return (
    <div className={styles.page}>
      <RecordFilters
        values={filters}
        typeLabel={intl.formatMessage({ id: 'records.type' })}
        types={accountRecordTypes.map((value) => ({ value, label: typeName(value) }))}
        onApply={onFilter}
      />
      <dl className={styles.figures} data-testid="records-totals">
        <div className={styles.figure}>
          <dt>{intl.formatMessage({ id: 'records.totalIn' })}</dt>
          <dd>{money(records.totalIn)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{intl.formatMessage({ id: 'records.totalOut' })}</dt>
          <dd>{money(records.totalOut)}</dd>
        </div>
      </dl>
      {rows.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'records.none' })} testId="records-empty" />
      ) : (
        <RecordTable
          caption={intl.formatMessage({ id: 'memberCentre.page.transactionHistory' })}
          rows={rows}
          rowKey={(row) => row.id}
          testId="account-records"
          columns={[
            { key: 'time', label: intl.formatMessage({ id: 'records.time' }), cell: (row) => formatLocalDateTime(row.createdAt) },
            { key: 'type', label: intl.formatMessage({ id: 'records.type' }), cell: (row) => typeName(row.type) },
            { key: 'amount', label: intl.formatMessage({ id: 'money.amount' }), numeric: true, cell: (row) => <SignedAmount amount={row.amount} /> },
            {
              key: 'balance',
              label: intl.formatMessage({ id: 'records.balanceAfter' }),
              numeric: true,
              cell: (row) => (row.balanceAfter ? money(row.balanceAfter) : '—'),
            },
            { key: 'status', label: intl.formatMessage({ id: 'records.status' }), cell: (row) => <StatusBadge status={row.status} /> },
            { key: 'remark', label: intl.formatMessage({ id: 'records.remark' }), cell: (row) => [row.orderNo, row.remark].filter(Boolean).join(' · ') },
          ]}
        />
      )}
      <LoadMore
        shown={rows.length}
        total={records.totalCount}
        endCursor={records.pageInfo.endCursor}
        hasNextPage={records.pageInfo.hasNextPage}
        onLoadMore={onLoadMore}
      />
    </div>
  );
}
