import { useIntl } from 'react-intl';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { NoticePageRouteQuery as NoticePageRouteData, NoticePageRouteQueryVariables } from '../../../gql/graphql';
import { NoticeBrowser } from '../../../features/notices/components/NoticeBrowser';
import { noticesPerPage } from '../../../features/notices/notice-paging';
import { defineUrlQueryRoute, type QueryRouteProps } from '../query-route';
import { SiteRouteLoading } from './SiteRouteLoading';
import styles from './SiteRoutes.module.css';

// The browser reads the first page from the cache this query fills: one request for the page.
const NoticePageRouteQuery = graphql(`
  query NoticePageRoute($noticeCount: Int!) {
    ...AppShell_query
    notices(first: $noticeCount) {
      ...NoticeBrowser_connection
    }
  }
`);

/** /noticePage: the notice list as a page (spec 001 §2). */
export const noticePageRoute = defineUrlQueryRoute({
  query: NoticePageRouteQuery,
  view: () => ({}),
  variables: () => ({ noticeCount: noticesPerPage }),
  preloadOptions: {},
  Fallback: SiteRouteLoading,
  Content: NoticePageContent,
});

function NoticePageContent({ queryRef }: QueryRouteProps<NoticePageRouteData, NoticePageRouteQueryVariables>) {
  const intl = useIntl();
  // Read so that a failed query reaches the route's error boundary; the browser reads the cache.
  useReadQuery(queryRef);
  return (
    <section className={styles.page} aria-labelledby="notice-page-title" data-testid="notice-page">
      <h1 id="notice-page-title" className={styles.title}>
        {intl.formatMessage({ id: 'notices.dialog.title' })}
      </h1>
      <NoticeBrowser />
    </section>
  );
}
