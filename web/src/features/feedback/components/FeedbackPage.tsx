import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { FeedbackForm, type FeedbackFormRulesFragment } from './FeedbackForm';
import styles from './Feedback.module.css';

/** /feedback: feedback and complaints, open to visitors too (a logged-in member's is tied to their account). */
export function FeedbackPage({ rules }: { rules: FragmentType<typeof FeedbackFormRulesFragment> }) {
  const intl = useIntl();
  return (
    <div className={styles.page} data-testid="feedback-page">
      <h1 className={styles.title}>{intl.formatMessage({ id: 'feedback.title' })}</h1>
      <p className={styles.intro}>{intl.formatMessage({ id: 'feedback.intro' })}</p>
      <FeedbackForm rules={rules} />
    </div>
  );
}
