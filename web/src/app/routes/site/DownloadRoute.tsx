import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { AppDownloadPanel } from '../../../features/content/components/AppDownloadPanel';
import { BannerCarousel } from '../../../features/content/components/BannerCarousel';
import { SiteRouteLoading } from './SiteRouteLoading';
import type { DownloadRouteQuery as DownloadRouteQueryData, DownloadRouteQueryVariables } from '../../../gql/graphql';
import { defineQueryRoute, type QueryRouteProps } from '../query-route';

const DownloadRouteQuery = graphql(`
  query DownloadRoute {
    ...AppShell_query
    banners(group: DOWNLOAD) {
      id
      ...BannerCarousel_banner
    }
    site {
      ...AppDownloadPanel_site
    }
  }
`);

/** /down and /download: the app download page. */
export const { loader: downloadLoader, Component: DownloadRoute } = defineQueryRoute({
  query: DownloadRouteQuery,
  Fallback: SiteRouteLoading,
  Content: DownloadContent,
});

function DownloadContent({ queryRef }: QueryRouteProps<DownloadRouteQueryData, DownloadRouteQueryVariables>) {
  const { data } = useReadQuery(queryRef);
  return (
    <>
      <BannerCarousel banners={data.banners} />
      <AppDownloadPanel site={data.site} />
    </>
  );
}
