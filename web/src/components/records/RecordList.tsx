import { useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { EmptyState } from '../EmptyState';
import { LoadMore } from './LoadMore';
import { RecordTable, type RecordTableProps } from './RecordTable';

// What a records page's connection selects of its page info for RecordList (spread with @unmask).
export const RecordListPageInfoFragment = graphql(`
  fragment RecordList_pageInfo on PageInfo {
    hasNextPage
    endCursor
  }
`);

/** The part of a connection a paged list reads: how many there are in all and where the next page starts. */
export interface RecordConnection {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

export interface RecordListProps<Row> extends RecordTableProps<Row> {
  emptyTestId: string;
  connection: RecordConnection;
  onLoadMore: (after: string) => Promise<unknown>;
}

/** The rows of a records page (or that there are none), how many of all are shown, and the next page. */
export function RecordList<Row>({ emptyTestId, connection, onLoadMore, ...table }: RecordListProps<Row>) {
  const intl = useIntl();
  return (
    <>
      {table.rows.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'records.none' })} testId={emptyTestId} />
      ) : (
        <RecordTable {...table} />
      )}
      <LoadMore
        shown={table.rows.length}
        total={connection.totalCount}
        endCursor={connection.pageInfo.endCursor}
        hasNextPage={connection.pageInfo.hasNextPage}
        onLoadMore={onLoadMore}
      />
    </>
  );
}
