import { graphql } from '../../../gql';
import { BannerCarousel } from '../../../features/content/components/BannerCarousel';
import { HelpCentre } from '../../../features/content/components/HelpCentre';
import type { HelpRouteQuery as HelpRouteQueryData } from '../../../gql/graphql';
import { defineSitePage, type SitePageProps } from './site-page';

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
export const helpRoute = defineSitePage(HelpRouteQuery, HelpPage);

function HelpPage({ data }: SitePageProps<HelpRouteQueryData>) {
  return (
    <>
      <BannerCarousel banners={data.banners} />
      <HelpCentre topics={data.helpTopics} />
    </>
  );
}
