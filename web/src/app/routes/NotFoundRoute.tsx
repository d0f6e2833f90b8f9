import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { paths } from '../../config/paths';
import { AppLoadingState } from './AppLoadingState';
import styles from './NotFoundRoute.module.css';
import type { NotFoundRouteQuery as NotFoundRouteQueryData, NotFoundRouteQueryVariables } from '../../gql/graphql';
import { defineQueryRoute, type QueryRouteProps } from './query-route';

// Even a missing page shows the header, so it still fetches the shell's data (one request).
const NotFoundRouteQuery = graphql(`
  query NotFoundRoute {
    ...AppShell_query
  }
`);

export const { loader: notFoundLoader, Component: NotFoundRoute } = defineQueryRoute({
  query: NotFoundRouteQuery,
  Fallback: AppLoadingState,
  Content: NotFoundContent,
});

function NotFoundContent({ queryRef }: QueryRouteProps<NotFoundRouteQueryData, NotFoundRouteQueryVariables>) {
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
