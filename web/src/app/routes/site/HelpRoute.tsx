import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { BannerCarousel } from '../../../features/content/components/BannerCarousel';
import { HelpCentre } from '../../../features/content/components/HelpCentre';
import { SiteRouteLoading } from './SiteRouteLoading';
import type { HelpRouteQuery as HelpRouteQueryData, HelpRouteQueryVariables } from '../../../gql/graphql';
import { defineQueryRoute, type QueryRouteProps } from '../query-route';

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

/** /help: the help centre with the site's header and footer. */
export const { loader: helpLoader, Component: HelpRoute } = defineQueryRoute({
  query: HelpRouteQuery,
  Fallback: SiteRouteLoading,
  Content: HelpContent,
});

function HelpContent({ queryRef }: QueryRouteProps<HelpRouteQueryData, HelpRouteQueryVariables>) {
  const { data } = useReadQuery(queryRef);
  return (
    <>
      <BannerCarousel banners={data.banners} />
      <HelpCentre topics={data.helpTopics} />
    </>
  );
}
