import type { ReactNode } from 'react';
import styles from './RecordTable.module.css';

export interface RecordColumn<Row> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
}

export interface RecordTableProps<Row> {
  caption: string;
  columns: ReadonlyArray<RecordColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  testId?: string;
}

/** A table of records that reflows into one card per row on phones (each cell keeps its column's name). */
export function RecordTable<Row>({ caption, columns, rows, rowKey, testId }: RecordTableProps<Row>) {
  // The frame scrolls a table wider than its card within itself (a modal's, a page's), never the page sideways.
  return (
    <div className={styles.frame}>
      <table className={styles.table} data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? styles.numeric : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid="record-row">
              {columns.map((column) => (
                <td key={column.key} data-label={column.label} className={column.numeric ? styles.numeric : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
