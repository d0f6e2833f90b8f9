import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { paths } from '../../../config/paths';
import { helpTopicAnchor } from '../help-anchor';
import styles from './SiteFooter.module.css';

export const HelpTopicLinksTopicFragment = graphql(`
  fragment HelpTopicLinks_topic on HelpTopic {
    id
    title
  }
`);

interface TopicLink {
  id: string;
  title: string;
}

function isTopicLink(topic: Partial<TopicLink> | null): topic is TopicLink {
  return typeof topic?.id === 'string' && typeof topic.title === 'string' && topic.title !== '';
}

/** The footer's links to the help centre's topics (/help#…). */
export function HelpTopicLinks({ topics }: { topics: ReadonlyArray<FragmentType<typeof HelpTopicLinksTopicFragment>> }) {
  const intl = useIntl();
  const { data } = useFragment({ fragment: HelpTopicLinksTopicFragment, fragmentName: 'HelpTopicLinks_topic', from: [...topics] });
  const loaded: ReadonlyArray<Partial<TopicLink> | null> = data;
  const links = loaded.filter(isTopicLink);
  if (links.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'content.footer.help' })}>
      <ul className={styles.helpLinks}>
        {links.map((topic) => (
          <li key={topic.id}>
            <Link to={{ pathname: paths.help, hash: helpTopicAnchor(topic.id) }}>{topic.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
