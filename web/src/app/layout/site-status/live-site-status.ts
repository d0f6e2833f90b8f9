import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import { useLiveFeed } from '../../../lib/apollo/useLiveFeed';

// Whether the site is under maintenance, whenever that changes (and its latest on every subscribe).
const LiveSiteStatusEventFragment = graphql(`
  fragment LiveSiteStatus_event on LiveFeedEvent {
    siteStatus {
      maintenance
      maintenanceEndsAt
    }
  }
`);

/**
 * Writes a pushed status over the site's (Site.status, the one SiteGate reads): maintenance starting shows the
 * maintenance view, its end the page again. A region refusal is the visitor's own and stays as read.
 */
export function writeLiveSiteStatus(cache: ApolloCache, { maintenance, maintenanceEndsAt }: { maintenance: boolean; maintenanceEndsAt: string | null }): void {
  cache.modify({
    id: 'Site:{}',
    fields: {
      status: (status: string) => (maintenance ? 'MAINTENANCE' : status === 'MAINTENANCE' ? 'NORMAL' : status),
      maintenanceEndsAt: () => maintenanceEndsAt,
    },
  });
}

/** Follows the site's status while the tab is visible; where streams are refused the page's reads stand. */
export function useLiveSiteStatus(): void {
  useLiveFeed('SITE_STATUS', {
    event: LiveSiteStatusEventFragment,
    onValue: ({ siteStatus }, client) => siteStatus && writeLiveSiteStatus(client.cache, siteStatus),
  });
}
