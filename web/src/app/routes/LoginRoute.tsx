import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { paths } from '../../config/paths';
import { Spinner } from '../../components/Spinner';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { useLoginOutcome } from '../overlays/use-login-outcome';
import { useOverlays } from '../overlays/overlay-context';
import { loginReturnPath } from './login-return';
import styles from './LoginRoute.module.css';
import type { LoginRouteQuery as LoginRouteQueryData, LoginRouteQueryVariables } from '../../gql/graphql';
import { defineQueryRoute, type QueryRouteProps } from './query-route';

// The page the navigation guard sends visitors to; the form reads the same site data as the header's.
const LoginRouteQuery = graphql(`
  query LoginRoute {
    ...AppShell_query
    site {
      ...LoginForm_site
    }
  }
`);

export const { loader: loginLoader, Component: LoginRoute } = defineQueryRoute({
  query: LoginRouteQuery,
  Fallback: LoginLoadingState,
  Content: LoginContent,
});

function LoginContent({ queryRef }: QueryRouteProps<LoginRouteQueryData, LoginRouteQueryVariables>) {
  const intl = useIntl();
  const { data } = useReadQuery(queryRef);
  const { open } = useOverlays();
  const location = useLocation();
  const onLoggedIn = useLoginOutcome(loginReturnPath(location.state));
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        {intl.formatMessage({ id: 'auth.login.title' })}
      </h1>
      <LoginForm site={data.site} onLoggedIn={onLoggedIn} onForgotPassword={() => open({ kind: 'forgotPassword' })} />
      {/* Spec 000 §6: agents have a login entry of their own; it keeps where the visitor was going. */}
      <Link to={paths.agentLogin} state={location.state as unknown}>
        {intl.formatMessage({ id: 'agentLogin.link' })}
      </Link>
    </section>
  );
}

export function LoginLoadingState() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'app.loading' })} />;
}
