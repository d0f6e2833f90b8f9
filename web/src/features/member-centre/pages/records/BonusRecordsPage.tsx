import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import type { BonusType } from '../../../../gql/graphql';
import { EmptyState } from '../../../../components/EmptyState';
import { formatLocalDateTime } from '../../../../lib/date/local-date-time';
import { formatMoney } from '../../../../lib/money/format-money';
import { StatusBadge } from '../StatusBadge';
import type { RecordsPageProps } from './BetRecordsPage';
import { LoadMore } from '../../../../components/records/LoadMore';
import { RecordFilters } from '../../../../components/records/RecordFilters';
import { RecordTable } from '../../../../components/records/RecordTable';
import styles from '../Page.module.css';

export const BonusRecordsPageViewerFragment = graphql(`
  fragment BonusRecordsPage_viewer on Viewer {
    bonusRecords(first: $first, after: $after, filter: $filter) {
      edges {
        cursor
        node {
          id
          orderNo
          title
          type
          amount
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
      totalAmount
    }
  }
`);

export const bonusTypes: readonly BonusType[] = ['PROMOTION', 'VIP_UPGRADE', 'VIP_MONTHLY', 'MISSION', 'DEPOSIT_BONUS'];

/** bonusDetails: the member's bonuses by type and days, with the sum of those issued. */
export function BonusRecordsPage({
  viewer,
  variables,
  filters,
  onFilter,
  onLoadMore,
}: RecordsPageProps & { viewer: FragmentType<typeof BonusRecordsPageViewerFragment> }) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: BonusRecordsPageViewerFragment, fragmentName: 'BonusRecordsPage_viewer', from: viewer, variables });
  if (!complete) return null;
  const records = data.bonusRecords;
  const rows = records.edges.map((edge) => edge.node);
  const money = (amount: string) => formatMoney(amount, intl.locale);
  const typeName = (type: BonusType) => intl.formatMessage({ id: `records.bonusType.${type}` });

  return (
    <div className={styles.page}>
      <RecordFilters
        values={filters}
        typeLabel={intl.formatMessage({ id: 'records.type' })}
        types={bonusTypes.map((value) => ({ value, label: typeName(value) }))}
        onApply={onFilter}
      />
      <dl className={styles.figures} data-testid="records-totals">
        <div className={styles.figure}>
          <dt>{intl.formatMessage({ id: 'records.bonusTotal' })}</dt>
          <dd>{money(records.totalAmount)}</dd>
        </div>
      </dl>
      {rows.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'records.none' })} testId="records-empty" />
      ) : (
        <RecordTable
          caption={intl.formatMessage({ id: 'memberCentre.page.bonusDetails' })}
          rows={rows}
          rowKey={(row) => row.id}
          testId="bonus-records"
          columns={[
            { key: 'time', label: intl.formatMessage({ id: 'records.time' }), cell: (row) => formatLocalDateTime(row.createdAt) },
            { key: 'title', label: intl.formatMessage({ id: 'records.bonus' }), cell: (row) => row.title },
            { key: 'type', label: intl.formatMessage({ id: 'records.type' }), cell: (row) => typeName(row.type) },
            { key: 'amount', label: intl.formatMessage({ id: 'money.amount' }), numeric: true, cell: (row) => money(row.amount) },
            { key: 'status', label: intl.formatMessage({ id: 'records.status' }), cell: (row) => <StatusBadge status={row.status} /> },
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
