import { Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { AppDownloadPanel } from '../../../features/content/components/AppDownloadPanel';
import { BannerCarousel } from '../../../features/content/components/BannerCarousel';
import { SiteRouteLoading } from './SiteRouteLoading';

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

export function downloadLoader(preloadQuery: PreloadQueryFunction) {
  return () => ({ queryRef: preloadQuery(DownloadRouteQuery) });
}

type DownloadLoaderData = ReturnType<ReturnType<typeof downloadLoader>>;

/** /down and /download: the app download page. */
export function DownloadRoute() {
  const { queryRef } = useLoaderData<DownloadLoaderData>();
  return (
    <Suspense fallback={<SiteRouteLoading />}>
      <DownloadContent queryRef={queryRef} />
    </Suspense>
  );
}

function DownloadContent({ queryRef }: DownloadLoaderData) {
  const { data } = useReadQuery(queryRef);
  return (
    <>
      <BannerCarousel banners={data.banners} />
      <AppDownloadPanel site={data.site} />
    </>
  );
}
