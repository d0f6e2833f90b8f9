import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { Spinner } from '../../../components/Spinner';
import { SiteStatusView } from './SiteStatusView';

// A route query that failed with MAINTENANCE or REGION_BLOCKED carries no site data: the platform refuses
// the other calls. The status call still answers, so ask it alone for the page's details.
const SiteStatusProbeQuery = graphql(`
  query SiteStatusProbe {
    ...SiteGate_query
    site {
      status
      ...SiteStatusView_site
    }
  }
`);

export function SiteStatusProbe({ fallback }: { fallback: ReactNode }) {
  const intl = useIntl();
  const { data, loading } = useQuery(SiteStatusProbeQuery, { fetchPolicy: 'network-only' });
  if (loading) return <Spinner label={intl.formatMessage({ id: 'app.loading' })} />;
  if (!data || data.site.status === 'NORMAL') return fallback;
  return <SiteStatusView site={data.site} />;
}
