import { graphql } from '../../../gql';
import { AppDownloadPanel } from '../../../features/content/components/AppDownloadPanel';
import { BannerCarousel } from '../../../features/content/components/BannerCarousel';
import type { DownloadRouteQuery as DownloadRouteQueryData } from '../../../gql/graphql';
import { defineSitePage, type SitePageProps } from './site-page';

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
export const downloadRoute = defineSitePage(DownloadRouteQuery, DownloadPage);

function DownloadPage({ data }: SitePageProps<DownloadRouteQueryData>) {
  return (
    <>
      <BannerCarousel banners={data.banners} />
      <AppDownloadPanel site={data.site} />
    </>
  );
}
