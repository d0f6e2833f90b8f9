import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Spinner } from '../../../components/Spinner';
import { neededForPage, noticesPerPage, pageCount, pageOfIndex, pageSlice } from '../notice-paging';
import { NoticeDetail } from './NoticeDetail';
import { NoticeListItem } from './NoticeListItem';
import { NoticePagination } from './NoticePagination';
import styles from './NoticeBrowser.module.css';

// Route queries that show the browser spread this inside `notices(first: 9)`, so opening it needs no request.
export const NoticeBrowserConnectionFragment = graphql(`
  fragment NoticeBrowser_connection on NoticeConnection {
    edges {
      cursor
      node {
        id
        ...NoticeListItem_notice
        ...NoticeDetail_notice
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
`);

const NoticeBrowserQuery = graphql(`
  query NoticeBrowser($first: Int!, $after: String) {
    notices(first: $first, after: $after) {
      ...NoticeBrowser_connection @unmask
    }
  }
`);

// The gateway takes at most 100 per request.
const maxPageRequest = 100;

type Selection = { kind: 'initial' } | { kind: 'firstOfPage' } | { kind: 'notice'; id: string | null };

export interface NoticeBrowserProps {
  /** Open at this notice (its page, selected); otherwise at the first page's first notice. */
  initialNoticeId?: string | null;
}

/**
 * Notices 9 to a page with a detail pane (spec 001 §2): selecting a notice toggles it, changing page selects
 * the new page's first notice. Pages load on demand through the connection.
 */
export function NoticeBrowser({ initialNoticeId = null }: NoticeBrowserProps) {
  const intl = useIntl();
  const { data, error, fetchMore, refetch, networkStatus } = useQuery(NoticeBrowserQuery, {
    variables: { first: noticesPerPage },
    notifyOnNetworkStatusChange: true,
  });
  const [chosenPage, setChosenPage] = useState<number | null>(null);
  const [selection, setSelection] = useState<Selection>({ kind: 'initial' });

  const connection = data?.notices;
  const edges = connection?.edges ?? [];
  const totalCount = connection?.totalCount ?? 0;
  const initialIndex = initialNoticeId ? edges.findIndex((edge) => edge.node.id === initialNoticeId) : -1;
  const page = chosenPage ?? (initialIndex >= 0 ? pageOfIndex(initialIndex) : 1);
  const pages = pageCount(totalCount);
  const pageEdges = pageSlice(edges, page);
  const fetchingMore = networkStatus === NetworkStatus.fetchMore;
  const missing = neededForPage(page, totalCount) - edges.length;
  const hasNextPage = connection?.pageInfo.hasNextPage ?? false;
  const endCursor = connection?.pageInfo.endCursor ?? null;

  useEffect(() => {
    if (missing <= 0 || !hasNextPage || fetchingMore || endCursor === null) return;
    void fetchMore({ variables: { after: endCursor, first: Math.min(maxPageRequest, missing) } }).catch(() => undefined);
  }, [missing, hasNextPage, fetchingMore, endCursor, fetchMore]);

  if (error && !connection) {
    return (
      <ErrorState
        title={intl.formatMessage({ id: 'error.title' })}
        message={intl.formatMessage({ id: 'notices.dialog.loadFailed' })}
        retryLabel={intl.formatMessage({ id: 'error.retry' })}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!connection) return <Spinner label={intl.formatMessage({ id: 'notices.loading' })} />;
  if (edges.length === 0) return <p className={styles.empty}>{intl.formatMessage({ id: 'notices.empty' })}</p>;

  const firstOfPage = pageEdges[0]?.node.id ?? null;
  let selectedId: string | null;
  if (selection.kind === 'notice') selectedId = selection.id;
  else if (selection.kind === 'initial' && initialIndex >= 0) selectedId = initialNoticeId;
  else selectedId = firstOfPage;
  const selectedEdge = pageEdges.find((edge) => edge.node.id === selectedId);

  const goToPage = (next: number) => {
    setChosenPage(next);
    setSelection({ kind: 'firstOfPage' });
  };

  return (
    <div className={styles.browser} data-testid="notice-browser">
      <div className={styles.listPane}>
        {pageEdges.length === 0 ? (
          <Spinner label={intl.formatMessage({ id: 'notices.loading' })} />
        ) : (
          <ul className={styles.list} aria-label={intl.formatMessage({ id: 'notices.dialog.list' })} data-testid="notice-list">
            {pageEdges.map((edge) => (
              <NoticeListItem
                key={edge.node.id}
                notice={edge.node}
                selected={edge.node.id === selectedId}
                onToggle={() => setSelection({ kind: 'notice', id: edge.node.id === selectedId ? null : edge.node.id })}
              />
            ))}
          </ul>
        )}
        <NoticePagination page={page} pages={pages} onPage={goToPage} />
      </div>
      <div className={styles.detailPane}>
        {selectedEdge ? (
          <NoticeDetail notice={selectedEdge.node} />
        ) : (
          <p className={styles.placeholder}>{intl.formatMessage({ id: 'notices.dialog.choose' })}</p>
        )}
      </div>
      {error ? (
        <div className={styles.pageError} role="alert">
          <span>{intl.formatMessage({ id: 'notices.dialog.loadFailed' })}</span>
          <Button variant="link" onClick={() => void refetch().catch(() => undefined)}>
            {intl.formatMessage({ id: 'error.retry' })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
