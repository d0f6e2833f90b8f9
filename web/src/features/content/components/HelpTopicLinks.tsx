import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { paths } from '../../../config/paths';
import { withAllMessages } from '../../../i18n/all-messages';
import { helpTopicAnchor } from '../help-anchor';
import styles from './SiteFooter.module.css';

// The help modal (its query and texts) loads with its first opening: every page has the footer's links.
const HelpModal = lazy(withAllMessages(() => import('./HelpModal').then((module) => ({ default: module.HelpModal }))));

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

/** A plain click; one with a modifier (a new tab or window) follows the link. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The footer's links to the help centre's topics (/help#…): away from /help, a click opens the topic in the help modal. */
export function HelpTopicLinks({ topics }: { topics: ReadonlyArray<FragmentType<typeof HelpTopicLinksTopicFragment>> }) {
  const intl = useIntl();
  const { data } = useFragment({ fragment: HelpTopicLinksTopicFragment, fragmentName: 'HelpTopicLinks_topic', from: [...topics] });
  const loaded: ReadonlyArray<Partial<TopicLink> | null> = data;
  const links = loaded.filter(isTopicLink);
  const [open, setOpen] = useState<TopicLink | null>(null);
  // On the help centre itself the link goes to its topic there; elsewhere the topic opens over the page.
  const onHelpCentre = useLocation().pathname.toLowerCase() === paths.help;
  if (links.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'content.footer.help' })}>
      <ul className={styles.helpLinks}>
        {links.map((topic) => (
          <li key={topic.id}>
            <Link
              to={{ pathname: paths.help, hash: helpTopicAnchor(topic.id) }}
              onClick={(event) => {
                if (onHelpCentre || !isPlainClick(event)) return;
                event.preventDefault();
                setOpen(topic);
              }}
            >
              {topic.title}
            </Link>
          </li>
        ))}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <HelpModal topicId={open.id} title={open.title} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </nav>
  );
}
