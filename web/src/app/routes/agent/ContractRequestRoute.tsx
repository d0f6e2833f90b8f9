import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useRouteError } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ContractRequestRouteQuery as ContractRequestRouteData, ContractRequestRouteQueryVariables } from '../../../gql/graphql';
import { paths } from '../../../config/paths';
import { AgentAccessState } from '../../../features/agent-centre/components/AgentAccessState';
import { AgentPageSkeleton } from '../../../features/agent-centre/components/AgentPageSkeleton';
import { ContractRequestsPage } from '../../../features/agent-centre/contracts/ContractRequestsPage';
import { errorCode } from '../../../lib/errors/error-code';
import { RouteErrorState } from '../RouteErrorState';
import { defineQueryRoute, type QueryRouteProps } from '../query-route';
import { loginReturnState } from '../login-return';
import { memberCentreEntry } from '../member/member-centre-entry';
import styles from './ContractRequestRoute.module.css';

const ContractRequestRouteQuery = graphql(`
  query ContractRequestRoute {
    ...AppShell_query
    viewer {
      contracts {
        requests {
          id
          ...ContractCard_contract
        }
        held {
          id
          ...ContractCard_contract
        }
      }
    }
  }
`);

/**
 * /contractRequest (spec 001 §2 "contract request"): any real account answers its upline's offers here and sees
 * the contracts it holds; members reach it from the member centre, agents from the agent centre too.
 */
export const { loader: contractRequestLoader, Component: ContractRequestRoute } = defineQueryRoute({
  query: ContractRequestRouteQuery,
  Frame: ContractRequestFrame,
  Fallback: AgentPageSkeleton,
  Content: ContractRequestContent,
});

function ContractRequestFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <section className={styles.page} aria-labelledby="contract-request-title">
      <h1 id="contract-request-title" className={styles.title}>
        {intl.formatMessage({ id: 'contracts.requests.title' })}
      </h1>
      {children}
    </section>
  );
}

function ContractRequestContent({ queryRef }: QueryRouteProps<ContractRequestRouteData, ContractRequestRouteQueryVariables>) {
  const { data } = useReadQuery(queryRef);
  const location = useLocation();
  if (!data.viewer) return <Navigate to={paths.login} replace state={loginReturnState(location)} />;
  return <ContractRequestsPage requests={data.viewer.contracts.requests} held={data.viewer.contracts.held} />;
}

/** A trial account's refusal is its own state; anything else offers a retry. */
export function ContractRequestErrorState() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (errorCode(error) === 'NEED_REAL_ACCOUNT') return <AgentAccessState reason="trial" onClose={() => void navigate(memberCentreEntry())} titleAs="h1" />;
  return <RouteErrorState />;
}
