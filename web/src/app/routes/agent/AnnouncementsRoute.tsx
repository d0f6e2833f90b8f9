import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AgentAnnouncementsRouteQuery as RouteData, AgentAnnouncementsRouteQueryVariables as RouteVariables } from '../../../gql/graphql';
import { AnnouncementsPage } from '../../../features/agent-centre/pages/AnnouncementsPage';
import { defineAgentPage, type AgentPageProps } from './define-agent-page';
import { reportPageSize, useReportControls } from './agent-report-route';

const AgentAnnouncementsRouteQuery = graphql(`
  query AgentAnnouncementsRoute($first: Int!, $after: String) {
    ...AppShell_query
    ...AgentCentreRoute_query
    viewer {
      agentCentre {
        ...AnnouncementsPage_agentCentre
      }
    }
  }
`);

function AnnouncementsRoute({ queryRef, variables }: AgentPageProps<RouteData, RouteVariables>) {
  const { data } = useReadQuery(queryRef);
  const { onLoadMore } = useReportControls(queryRef, 'agentAnnouncement', variables);
  if (!data.viewer) return null;
  return <AnnouncementsPage agentCentre={data.viewer.agentCentre} variables={variables} onLoadMore={onLoadMore} />;
}

export const announcementsPage = defineAgentPage({
  query: AgentAnnouncementsRouteQuery,
  variables: (): RouteVariables => ({ first: reportPageSize }),
  Page: AnnouncementsRoute,
});
