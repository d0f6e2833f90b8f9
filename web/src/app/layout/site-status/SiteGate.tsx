import type { ReactNode } from 'react';
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

/**
 * Shows the whole-site view instead of `children` as soon as any query has told the cache the site is under
 * maintenance or blocked, even when the rest of the page's query failed.
 */
export function SiteGate({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { data, complete } = useFragment({ fragment: SiteGateQueryFragment, fragmentName: 'SiteGate_query', from: 'ROOT_QUERY' });
  if (!complete || data.site.status === 'NORMAL') return children;
  return (
    <>
      {fallback}
      <main id="main" tabIndex={-1}>
        <SiteStatusView site={data.site} />
      </main>
    </>
  );
}
