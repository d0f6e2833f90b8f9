import type { IntlShape } from 'react-intl';
import { formatLocalDateTime, type DateValue } from '../../lib/date/local-date-time';
import type { RecordColumn } from './RecordTable';

/** A records table's first column: when the line happened (the row's `field`), in the visitor's time. */
export function timeColumn<Field extends string>(intl: IntlShape, field: Field): RecordColumn<Record<Field, DateValue>> {
  return { key: 'time', label: intl.formatMessage({ id: 'records.time' }), cell: (row) => formatLocalDateTime(row[field]) };
}
