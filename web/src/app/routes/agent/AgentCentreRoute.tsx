import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { agentPagePath, defaultAgentPage, isAgentPageKey, paths, type AgentPageKey } from '../../../config/paths';
import { AgentAccessState } from '../../../features/agent-centre/components/AgentAccessState';
import { AgentCentrePanel } from '../../../features/agent-centre/components/AgentCentrePanel';
import { agentMenuPages } from '../../../features/agent-centre/agent-pages';
import { usePhoneWidth } from '../../../lib/layout/phone-layout';
import { loginReturnState } from '../login-return';
import { memberCentreEntry } from '../member/member-centre-entry';
import { useCentrePage } from '../use-centre-page';

// Every agent page's query spreads this (beside AppShell_query): the centre reads who is looking, and which
// switched pages the merchant's contract features show, from the cache.
export const AgentCentreRouteQueryFragment = graphql(`
  fragment AgentCentreRoute_query on Query {
    viewer {
      member {
        id
        isTrial
        isAgent
      }
      agentCentre {
        pages
      }
    }
  }
`);

/** The route handle of an agent page: which key it is, whatever the case of the URL. */
export interface AgentPageHandle {
  agentPage: AgentPageKey;
}

/**
 * /agent/*: the agent centre around the page's route. A visitor goes to the agent login and comes back; a trial
 * account or a member sees a refusal instead of the page (the gateway refuses their queries as well).
 */
export function AgentCentreRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const phone = usePhoneWidth();
  const current = useCentrePage('agentPage' satisfies keyof AgentPageHandle, isAgentPageKey);
  const { data, complete } = useFragment({ fragment: AgentCentreRouteQueryFragment, fragmentName: 'AgentCentreRoute_query', from: 'ROOT_QUERY' });
  const close = () => void navigate(memberCentreEntry());

  if (complete && !data.viewer) return <Navigate to={paths.agentLogin} replace state={loginReturnState(location)} />;
  // Who is looking may be known (from an earlier page) while the centre's own fields are not: a member's queries
  // here are refused, so they never arrive.
  const member = data.viewer?.member;
  const pages = agentMenuPages(complete ? data.viewer?.agentCentre.pages : null);
  // A contract page whose flag is off is not there: its link may be old, so the default page opens.
  if (complete && current && !pages.includes(current)) return <Navigate to={agentPagePath(defaultAgentPage)} replace />;
  let content = <Outlet />;
  if (member?.isTrial) content = <AgentAccessState reason="trial" onClose={close} />;
  else if (member?.isAgent === false) content = <AgentAccessState reason="notAgent" onClose={close} />;
  return (
    <AgentCentrePanel layout={phone ? 'page' : 'modal'} current={current} pages={pages} onClose={close}>
      {content}
    </AgentCentrePanel>
  );
}
