import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { HelpTopicLinks } from './HelpTopicLinks';
import { LicenceBadges } from './LicenceBadges';
import { VendorLogoCarousel } from './VendorLogoCarousel';
import styles from './SiteFooter.module.css';

// Spread into AppShell_query, so the footer comes with every route's one request.
export const SiteFooterQueryFragment = graphql(`
  fragment SiteFooter_query on Query {
    gameLanes {
      # A lane is named by its category (lib/apollo/type-policies.ts): every selection of it carries that.
      category
      vendors {
        id
        ...VendorLogoCarousel_vendor
      }
    }
    helpTopics {
      id
      ...HelpTopicLinks_topic
    }
  }
`);

/** The footer's content (spec 000 §1): licence badges, vendor logos, help topic links. */
export function SiteFooter() {
  const { data, complete } = useFragment({ fragment: SiteFooterQueryFragment, fragmentName: 'SiteFooter_query', from: 'ROOT_QUERY' });
  return (
    <div className={styles.footer}>
      {complete ? <VendorLogoCarousel vendors={data.gameLanes.flatMap((lane) => lane.vendors)} /> : null}
      <LicenceBadges />
      {complete ? <HelpTopicLinks topics={data.helpTopics} /> : null}
    </div>
  );
}
