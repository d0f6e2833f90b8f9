import { useIntl, type IntlShape } from 'react-intl';
import type { MemberPageKey } from '../../../../config/paths';
import { Figures, type Figure } from '../../../../components/centre/Figures';
import { RecordFilters } from '../../../../components/records/RecordFilters';
import { RecordList, type RecordConnection } from '../../../../components/records/RecordList';
import type { RecordColumn } from '../../../../components/records/RecordTable';
import type { RecordFilterValues } from '../../../../lib/date/record-filters';
import { StatusBadge, type StatusName } from '../StatusBadge';
import styles from '../page-styles';

export interface RecordsPageProps {
  /** The route query's variables: the page's fragment reads its list by them. */
  variables: Record<string, unknown>;
  filters: RecordFilterValues;
  onFilter: (values: RecordFilterValues) => void;
  onLoadMore: (after: string) => Promise<unknown>;
}

export interface RecordsViewProps<Row extends { id: string }, Type extends string> extends Omit<RecordsPageProps, 'variables'> {
  /** The centre page these records are; its name captions the table. */
  page: MemberPageKey;
  /** The filter's choice of types: its label's message, the types and the name of each. */
  types: { labelId: 'records.type' | 'records.gameType'; values: readonly Type[]; name: (type: Type) => string };
  /** Sums over the whole selection. */
  totals: readonly Figure[];
  columns: ReadonlyArray<RecordColumn<Row>>;
  testId: string;
  connection: RecordConnection & { edges: ReadonlyArray<{ node: Row }> };
}

/** A records page: type and days, the totals of the selection, the rows (or that there are none), and more. */
export function RecordsView<Row extends { id: string }, Type extends string>(props: RecordsViewProps<Row, Type>) {
  const intl = useIntl();
  const { labelId, values, name } = props.types;
  return (
    <div className={styles.page}>
      <RecordFilters
        values={props.filters}
        typeLabel={intl.formatMessage({ id: labelId })}
        types={values.map((value) => ({ value, label: name(value) }))}
        onApply={props.onFilter}
      />
      <Figures testId="records-totals" figures={props.totals} />
      <RecordList
        caption={intl.formatMessage({ id: `memberCentre.page.${props.page}` })}
        rows={props.connection.edges.map((edge) => edge.node)}
        rowKey={(row) => row.id}
        testId={props.testId}
        emptyTestId="records-empty"
        columns={props.columns}
        connection={props.connection}
        onLoadMore={props.onLoadMore}
      />
    </div>
  );
}

/** The status of a record line, as the centre's badge. */
export function statusColumn<Row extends { status: StatusName }>(intl: IntlShape): RecordColumn<Row> {
  return { key: 'status', label: intl.formatMessage({ id: 'records.status' }), cell: (row) => <StatusBadge status={row.status} /> };
}
