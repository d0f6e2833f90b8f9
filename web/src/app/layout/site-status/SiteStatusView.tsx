import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import { InvalidDomainView } from './InvalidDomainView';
import { MaintenanceView } from './MaintenanceView';
import { RegionBlockedView } from './RegionBlockedView';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

export const SiteStatusViewSiteFragment = graphql(`
  fragment SiteStatusView_site on Site {
    status
    maintenanceEndsAt
    visitorIp
  }
`);

/** The whole-site page for a site that is not NORMAL; maintenance wins (the gateway sends one status). */
export function SiteStatusView({ site }: { site: FragmentType<typeof SiteStatusViewSiteFragment> }) {
  const data = useFragmentData(SiteStatusViewSiteFragment, site);
  if (!data) return null;
  if (data.status === 'MAINTENANCE') return <MaintenanceView endsAt={data.maintenanceEndsAt ?? null} />;
  if (data.status === 'REGION_BLOCKED') return <RegionBlockedView ip={data.visitorIp ?? null} />;
  if (data.status === 'INVALID_DOMAIN') return <InvalidDomainView />;
  return null;
}
