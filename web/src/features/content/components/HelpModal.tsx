import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { paths } from '../../../config/paths';
import { ErrorState } from '../../../components/ErrorState';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { helpTopicAnchor } from '../help-anchor';
import { RichText } from '../../../components/RichText';
import styles from './HelpCentre.module.css';

// The help content comes with the dialog's opening: the footer's links carry titles only.
const HelpModalQuery = graphql(`
  query HelpModal {
    helpTopics {
      id
      title
      content
      children {
        id
        title
        content
        children {
          id
          title
          content
        }
      }
    }
  }
`);

interface HelpTopicText {
  id: string;
  title: string;
  content: string;
  children?: ReadonlyArray<HelpTopicText> | null;
}

function findTopic(topics: ReadonlyArray<HelpTopicText>, id: string): HelpTopicText | null {
  for (const topic of topics) {
    if (topic.id === id) return topic;
    const child = findTopic(topic.children ?? [], id);
    if (child) return child;
  }
  return null;
}

export interface HelpModalProps {
  topicId: string;
  /** The title the link showed: the dialog's title while the content loads. */
  title: string;
  onClose: () => void;
}

/** The help modal (spec 000 §2 helpModal): one help topic over the page, and the way to the whole help centre. */
export function HelpModal({ topicId, title, onClose }: HelpModalProps) {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(HelpModalQuery);
  const topic = data ? findTopic(data.helpTopics, topicId) : null;

  let body;
  if (error && !data) {
    body = (
      <ErrorState
        title={intl.formatMessage({ id: 'error.title' })}
        message={intl.formatMessage({ id: 'content.help.modal.error' })}
        retryLabel={intl.formatMessage({ id: 'error.retry' })}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  } else if (!data) {
    body = <Spinner label={intl.formatMessage({ id: 'app.loading' })} />;
  } else if (!topic) {
    body = <p className={styles.empty}>{intl.formatMessage({ id: 'content.help.empty' })}</p>;
  } else {
    body = <HelpTopicText topic={topic} />;
  }

  return (
    <Modal title={topic?.title ?? title} onClose={onClose} testId="help-modal">
      {body}
      <p>
        <Link to={{ pathname: paths.help, hash: helpTopicAnchor(topicId) }} onClick={onClose}>
          {intl.formatMessage({ id: 'content.help.modal.openCentre' })}
        </Link>
      </p>
    </Modal>
  );
}

function HelpTopicText({ topic }: { topic: HelpTopicText }) {
  return (
    <>
      <RichText html={topic.content} />
      {topic.children?.map((child) => (
        <section key={child.id} aria-label={child.title}>
          <h3 className={styles.topicTitle}>{child.title}</h3>
          <HelpTopicText topic={child} />
        </section>
      ))}
    </>
  );
}
