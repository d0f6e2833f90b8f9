import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { helpTopicAnchor } from '../help-anchor';
import { RichText } from '../../../components/RichText';
import styles from './HelpCentre.module.css';

export const HelpCentreTopicFragment = graphql(`
  fragment HelpCentre_topic on HelpTopic {
    id
    title
    tag
    content
    children {
      id
      title
      tag
      content
      children {
        id
        title
        tag
        content
      }
    }
  }
`);

interface Topic {
  id: string;
  title: string;
  tag?: string | null;
  content: string;
  children?: ReadonlyArray<Topic>;
}

// Topics missing from the cache (partly evicted, say) are skipped rather than shown blank.
function isTopic(value: unknown): value is Topic {
  const topic = value as Partial<Topic> | null;
  return typeof topic?.id === 'string' && typeof topic.title === 'string' && typeof topic.content === 'string';
}

export interface HelpCentreProps {
  topics: ReadonlyArray<FragmentType<typeof HelpCentreTopicFragment>>;
}

/**
 * The help centre (spec 001 §2): a table of contents and every topic with its sub-topics. It opens at the top,
 * or at the topic a /help#… link names.
 */
export function HelpCentre({ topics }: HelpCentreProps) {
  const intl = useIntl();
  const { hash } = useLocation();
  const { data } = useFragment({ fragment: HelpCentreTopicFragment, fragmentName: 'HelpCentre_topic', from: [...topics] });
  const loaded: ReadonlyArray<unknown> = data;
  const items = loaded.filter(isTopic);

  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0 });
  }, [hash]);

  return (
    <div className={styles.help} data-testid="help-centre">
      <h1 className={styles.title}>{intl.formatMessage({ id: 'content.help.title' })}</h1>
      {items.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'content.help.empty' })}</p>
      ) : (
        <div className={styles.layout}>
          <nav aria-label={intl.formatMessage({ id: 'content.help.contents' })} className={styles.contents}>
            <ul>
              {items.map((topic) => (
                <li key={topic.id}>
                  <a href={`#${helpTopicAnchor(topic.id)}`} aria-current={hash === `#${helpTopicAnchor(topic.id)}` ? 'location' : undefined}>
                    {topic.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.topics}>
            {items.map((topic) => (
              <HelpTopicSection key={topic.id} topic={topic} level={2} />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

function HelpTopicSection({ topic, level }: { topic: Topic; level: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const;
  const anchor = helpTopicAnchor(topic.id);
  return (
    <section aria-labelledby={`${anchor}-title`} id={anchor} className={styles.topic} data-tag={topic.tag ?? undefined}>
      <Heading id={`${anchor}-title`} className={styles.topicTitle}>
        {topic.title}
      </Heading>
      <RichText html={topic.content} />
      {topic.children?.filter(isTopic).map((child) => (
        <HelpTopicSection key={child.id} topic={child} level={level === 2 ? 3 : 4} />
      ))}
    </section>
  );
}
