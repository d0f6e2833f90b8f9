import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { NoticeBrowser } from '../../../features/notices/components/NoticeBrowser';
import { noticesPerPage } from '../../../features/notices/notice-paging';
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

export function noticePageLoader(preloadQuery: PreloadQueryFunction) {
  return () => ({ queryRef: preloadQuery(NoticePageRouteQuery, { variables: { noticeCount: noticesPerPage } }) });
}

type NoticePageLoaderData = ReturnType<ReturnType<typeof noticePageLoader>>;

/** /noticePage: the notice list as a page (spec 001 §2). */
export function NoticePageRoute() {
  const { queryRef } = useLoaderData<NoticePageLoaderData>();
  return (
    <Suspense fallback={<SiteRouteLoading />}>
      <NoticePageContent queryRef={queryRef} />
    </Suspense>
  );
}

function NoticePageContent({ queryRef }: NoticePageLoaderData) {
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
