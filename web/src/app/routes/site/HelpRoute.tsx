import { Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { BannerCarousel } from '../../../features/content/components/BannerCarousel';
import { HelpCentre } from '../../../features/content/components/HelpCentre';
import { SiteRouteLoading } from './SiteRouteLoading';

const HelpRouteQuery = graphql(`
  query HelpRoute {
    ...AppShell_query
    banners(group: HELP) {
      id
      ...BannerCarousel_banner
    }
    helpTopics {
      id
      ...HelpCentre_topic
    }
  }
`);

export function helpLoader(preloadQuery: PreloadQueryFunction) {
  return () => ({ queryRef: preloadQuery(HelpRouteQuery) });
}

type HelpLoaderData = ReturnType<ReturnType<typeof helpLoader>>;

/** /help: the help centre with the site's header and footer. */
export function HelpRoute() {
  const { queryRef } = useLoaderData<HelpLoaderData>();
  return (
    <Suspense fallback={<SiteRouteLoading />}>
      <HelpContent queryRef={queryRef} />
    </Suspense>
  );
}

function HelpContent({ queryRef }: HelpLoaderData) {
  const { data } = useReadQuery(queryRef);
  return (
    <>
      <BannerCarousel banners={data.banners} />
      <HelpCentre topics={data.helpTopics} />
    </>
  );
}
