import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLoaderData } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../gql';
import { paths } from '../../config/paths';
import { Spinner } from '../../components/Spinner';
import styles from './NotFoundRoute.module.css';

// Even a missing page shows the header, so it still fetches the shell's data (one request).
const NotFoundRouteQuery = graphql(`
  query NotFoundRoute {
    ...AppShell_query
  }
`);

export function notFoundLoader(preloadQuery: PreloadQueryFunction) {
  return () => ({ queryRef: preloadQuery(NotFoundRouteQuery) });
}

type NotFoundLoaderData = ReturnType<ReturnType<typeof notFoundLoader>>;

export function NotFoundRoute() {
  const { queryRef } = useLoaderData<NotFoundLoaderData>();
  return (
    <Suspense fallback={<NotFoundLoadingState />}>
      <NotFoundContent queryRef={queryRef} />
    </Suspense>
  );
}

function NotFoundContent({ queryRef }: NotFoundLoaderData) {
  const intl = useIntl();
  // Read only so that a failed query reaches the route's error boundary.
  useReadQuery(queryRef);
  return (
    <section className={styles.notFound}>
      <h1>{intl.formatMessage({ id: 'notFound.title' })}</h1>
      <Link to={paths.home}>{intl.formatMessage({ id: 'notFound.home' })}</Link>
    </section>
  );
}

export function NotFoundLoadingState() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'app.loading' })} />;
}
