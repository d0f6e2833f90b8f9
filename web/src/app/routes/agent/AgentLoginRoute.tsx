import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { paths } from '../../../config/paths';
import { AppLoadingState } from '../AppLoadingState';
import { LoginPage } from '../LoginPage';
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
  Fallback: AppLoadingState,
  Content: AgentLoginContent,
});

function AgentLoginContent({ queryRef }: QueryRouteProps<AgentLoginRouteQueryData, AgentLoginRouteQueryVariables>) {
  const intl = useIntl();
  const { data } = useReadQuery(queryRef);
  return (
    <LoginPage
      headingId="agent-login-title"
      title={intl.formatMessage({ id: 'agentLogin.title' })}
      intro={<p>{intl.formatMessage({ id: 'agentLogin.intro' })}</p>}
      site={data.site}
      entry="AGENT"
      testId="agent-login-form"
      returnFallback={paths.agent}
    >
      <Link to={paths.login}>{intl.formatMessage({ id: 'agentLogin.playerLink' })}</Link>
    </LoginPage>
  );
}
