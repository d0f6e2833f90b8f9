import { Suspense } from 'react';
import { redirect, useLoaderData } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { agentPagePath, defaultAgentPage } from '../../../config/paths';
import { AgentPageSkeleton } from '../../../features/agent-centre/components/AgentPageSkeleton';
import { isPhoneWidth } from '../../../lib/layout/phone-layout';

const AgentMenuRouteQuery = graphql(`
  query AgentMenuRoute {
    ...AppShell_query
    ...AgentCentreRoute_query
  }
`);

/**
 * /agent: on a phone, the menu screen; wider screens always show a page, so they go to the default page,
 * agentTeamOverview (spec 001 §2).
 */
export function agentMenuLoader(preloadQuery: PreloadQueryFunction) {
  return () => {
    if (!isPhoneWidth()) throw redirect(agentPagePath(defaultAgentPage));
    return { queryRef: preloadQuery(AgentMenuRouteQuery) };
  };
}

type AgentMenuLoaderData = ReturnType<ReturnType<typeof agentMenuLoader>>;

export function AgentMenuRoute() {
  const { queryRef } = useLoaderData<AgentMenuLoaderData>();
  return (
    <Suspense fallback={<AgentPageSkeleton />}>
      <AgentMenuContent queryRef={queryRef} />
    </Suspense>
  );
}

function AgentMenuContent({ queryRef }: AgentMenuLoaderData) {
  // Read only so that a failed query reaches the route's error boundary; the centre draws the menu.
  useReadQuery(queryRef);
  return null;
}
