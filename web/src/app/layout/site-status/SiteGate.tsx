import { lazy, Suspense, type ReactNode } from 'react';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { SiteStatusView } from './SiteStatusView';

export const SiteGateQueryFragment = graphql(`
  fragment SiteGate_query on Query {
    site {
      status
      ...SiteStatusView_site
    }
  }
`);

// The stream's code loads after the first paint.
const LiveSiteStatus = lazy(() => import('./LiveSiteStatus').then((m) => ({ default: m.LiveSiteStatus })));

/**
 * Shows the whole-site view instead of `children` as soon as any query has told the cache the site is under
 * maintenance or blocked, even when the rest of the page's query failed, or the site's status stream has told it
 * maintenance started (an open page then needs no reload).
 */
export function SiteGate({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { data, complete } = useFragment({ fragment: SiteGateQueryFragment, fragmentName: 'SiteGate_query', from: 'ROOT_QUERY' });
  const live = (
    <Suspense fallback={null}>
      <LiveSiteStatus />
    </Suspense>
  );
  if (!complete || data.site.status === 'NORMAL') {
    return (
      <>
        {live}
        {children}
      </>
    );
  }
  return (
    <>
      {live}
      {fallback}
      <main id="main" tabIndex={-1}>
        <SiteStatusView site={data.site} />
      </main>
    </>
  );
}
