import { useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../gql';
import { LogoMark } from '../../components/icons/LogoMark';
import { paths } from '../../config/paths';
import { HeaderAccount } from '../../features/account/components/HeaderAccount';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { LogoutButton } from '../../features/auth/components/LogoutButton';
import { AppFooter } from './AppFooter';
import { HeaderSkeleton } from './HeaderSkeleton';
import { SiteStatusNotice } from './SiteStatusNotice';
import { TopBar } from './TopBar';
import styles from './AppShell.module.css';

// Every route query spreads this fragment, so the shell needs no query (and no request) of its own: it reads
// Query from the cache and shows a skeleton until the route's query has arrived.
export const AppShellQueryFragment = graphql(`
  fragment AppShell_query on Query {
    site {
      status
    }
    viewer {
      ...HeaderAccount_viewer
    }
  }
`);

export function AppShell() {
  const intl = useIntl();
  const { data, complete } = useFragment({
    fragment: AppShellQueryFragment,
    fragmentName: 'AppShell_query',
    from: 'ROOT_QUERY',
  });

  let session;
  if (!complete) session = <HeaderSkeleton />;
  else if (data.viewer) {
    session = (
      <>
        <HeaderAccount viewer={data.viewer} />
        <LogoutButton />
      </>
    );
  } else session = <LoginForm />;

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {intl.formatMessage({ id: 'app.skipToContent' })}
      </a>
      <TopBar />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to={paths.home} className={styles.brand} aria-label={intl.formatMessage({ id: 'app.homeLink' })}>
            <LogoMark />
            <span aria-hidden="true">{intl.formatMessage({ id: 'app.brand' })}</span>
          </Link>
          <div className={styles.session}>{session}</div>
        </div>
      </header>
      {complete ? <SiteStatusNotice status={data.site.status} /> : null}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
