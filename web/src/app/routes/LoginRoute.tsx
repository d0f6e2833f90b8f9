import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { paths } from '../../config/paths';
import { AppLoadingState } from './AppLoadingState';
import { LoginPage } from './LoginPage';
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
  Fallback: AppLoadingState,
  Content: LoginContent,
});

function LoginContent({ queryRef }: QueryRouteProps<LoginRouteQueryData, LoginRouteQueryVariables>) {
  const intl = useIntl();
  const { data } = useReadQuery(queryRef);
  const location = useLocation();
  return (
    <LoginPage headingId="login-title" title={intl.formatMessage({ id: 'auth.login.title' })} site={data.site}>
      {/* Spec 000 §6: agents have a login entry of their own; it keeps where the visitor was going. */}
      <Link to={paths.agentLogin} state={location.state as unknown}>
        {intl.formatMessage({ id: 'agentLogin.link' })}
      </Link>
    </LoginPage>
  );
}
