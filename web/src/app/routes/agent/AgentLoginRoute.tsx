import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { paths } from '../../../config/paths';
import { LoginForm } from '../../../features/auth/components/LoginForm';
import { useLoginOutcome } from '../../overlays/use-login-outcome';
import { useOverlays } from '../../overlays/overlay-context';
import { LoginLoadingState } from '../LoginRoute';
import { loginReturnPath } from '../login-return';
import styles from '../LoginRoute.module.css';
import type { AgentLoginRouteQuery as AgentLoginRouteQueryData, AgentLoginRouteQueryVariables } from '../../../gql/graphql';
import { defineQueryRoute, type QueryRouteProps } from '../query-route';

const AgentLoginRouteQuery = graphql(`
  query AgentLoginRoute {
    ...AppShell_query
    site {
      ...LoginForm_site
    }
  }
`);

/** The agent login entry (spec 000 §6): the gateway refuses non-agents here; an agent goes on to the agent centre. */
export const { loader: agentLoginLoader, Component: AgentLoginRoute } = defineQueryRoute({
  query: AgentLoginRouteQuery,
  Fallback: LoginLoadingState,
  Content: AgentLoginContent,
});

function AgentLoginContent({ queryRef }: QueryRouteProps<AgentLoginRouteQueryData, AgentLoginRouteQueryVariables>) {
  const intl = useIntl();
  const { data } = useReadQuery(queryRef);
  const { open } = useOverlays();
  const location = useLocation();
  const onLoggedIn = useLoginOutcome(loginReturnPath(location.state, paths.agent));
  return (
    <section className={styles.page} aria-labelledby="agent-login-title">
      <h1 id="agent-login-title" className={styles.title}>
        {intl.formatMessage({ id: 'agentLogin.title' })}
      </h1>
      <p>{intl.formatMessage({ id: 'agentLogin.intro' })}</p>
      <LoginForm
        site={data.site}
        entry="AGENT"
        testId="agent-login-form"
        onLoggedIn={onLoggedIn}
        onForgotPassword={() => open({ kind: 'forgotPassword' })}
      />
      <Link to={paths.login}>{intl.formatMessage({ id: 'agentLogin.playerLink' })}</Link>
    </section>
  );
}
