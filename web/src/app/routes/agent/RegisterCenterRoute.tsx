import { useIntl } from 'react-intl';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AgentRegisterCenterRouteQuery as RouteData } from '../../../gql/graphql';
import { DownlineRegisterForm } from '../../../features/auth/components/DownlineRegisterForm';
import { ReferralLinks } from '../../../features/agent-centre/pages/ReferralLinks';
import { defineAgentPage, type AgentPageProps } from './define-agent-page';
import styles from './RegisterCenterRoute.module.css';

const AgentRegisterCenterRouteQuery = graphql(`
  query AgentRegisterCenterRoute {
    ...AppShell_query
    ...AgentCentreRoute_query
    site {
      ...RegisterModal_site
    }
    viewer {
      agentCentre {
        ...ReferralLinks_agentCentre
      }
    }
  }
`);

/**
 * registerCenter: the agent registers an account under itself with the site's registration form (the identity
 * feature's, in its downline mode), beside its referral links for accounts that register themselves.
 */
function RegisterCenterRoute({ queryRef }: AgentPageProps<RouteData, Record<string, never>>) {
  const intl = useIntl();
  const { data } = useReadQuery(queryRef);
  if (!data.viewer) return null;
  return (
    <div className={styles.page}>
      <section aria-label={intl.formatMessage({ id: 'agentCentre.page.registerCenter' })}>
        <DownlineRegisterForm site={data.site} />
      </section>
      <ReferralLinks agentCentre={data.viewer.agentCentre} />
    </div>
  );
}

export const registerCenterPage = defineAgentPage({ query: AgentRegisterCenterRouteQuery, Page: RegisterCenterRoute });
