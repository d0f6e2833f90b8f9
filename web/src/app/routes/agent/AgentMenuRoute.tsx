import { graphql } from '../../../gql';
import { agentPagePath, defaultAgentPage } from '../../../config/paths';
import { AgentPageSkeleton } from '../../../features/agent-centre/components/AgentPageSkeleton';
import { defineCentreMenu } from '../centre-page';

const AgentMenuRouteQuery = graphql(`
  query AgentMenuRoute {
    ...AppShell_query
    ...AgentCentreRoute_query
  }
`);

/** /agent: the menu screen on a phone; wider screens go to the default page, agentTeamOverview (spec 001 §2). */
export const agentMenu = defineCentreMenu({
  query: AgentMenuRouteQuery,
  defaultPagePath: agentPagePath(defaultAgentPage),
  Fallback: AgentPageSkeleton,
});
