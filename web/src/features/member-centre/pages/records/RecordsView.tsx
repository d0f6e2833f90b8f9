import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../../../components/EmptyState';
import { LoadMore } from '../../../../components/records/LoadMore';
import { RecordFilters } from '../../../../components/records/RecordFilters';
import type { RecordFilterValues } from '../../../../lib/date/record-filters';
import { RecordTable, type RecordColumn } from '../../../../components/records/RecordTable';
import styles from '../page-styles';

export interface RecordsPageProps {
  /** The route query's variables: the page's fragment reads its list by them. */
  variables: Record<string, unknown>;
  filters: RecordFilterValues;
  onFilter: (values: RecordFilterValues) => void;
  onLoadMore: (after: string) => Promise<unknown>;
}

export interface RecordsViewProps<Row> extends Omit<RecordsPageProps, 'variables'> {
  typeLabel: string;
  types: ReadonlyArray<{ value: string; label: string }>;
  /** Sums over the whole selection, as label and value. */
  totals: ReadonlyArray<[label: string, value: ReactNode]>;
  caption: string;
  columns: ReadonlyArray<RecordColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  testId: string;
  connection: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor?: string | null } };
}

/** A records page: type and days, the totals of the selection, the rows (or that there are none), and more. */
export function RecordsView<Row>(props: RecordsViewProps<Row>) {
  const intl = useIntl();
  const { connection, rows } = props;
  return (
    <div className={styles.page}>
      <RecordFilters values={props.filters} typeLabel={props.typeLabel} types={props.types} onApply={props.onFilter} />
      <dl className={styles.figures} data-testid="records-totals">
        {props.totals.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {rows.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'records.none' })} testId="records-empty" />
      ) : (
        <RecordTable caption={props.caption} rows={rows} rowKey={props.rowKey} testId={props.testId} columns={props.columns} />
      )}
      <LoadMore
        shown={rows.length}
        total={connection.totalCount}
        endCursor={connection.pageInfo.endCursor}
        hasNextPage={connection.pageInfo.hasNextPage}
        onLoadMore={props.onLoadMore}
      />
    </div>
  );
}
