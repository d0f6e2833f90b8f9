import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { FeedbackType } from '../../../gql/graphql';
import { Button } from '../../../components/Button';
import { FormErrors } from '../../../components/FormErrors';
import { SelectField } from '../../../components/SelectField';
import { TextAreaField } from '../../../components/TextAreaField';
import { formatOptional } from '../../../lib/errors/field-message';
import { collectFieldErrors } from '../../../lib/errors/field-checks';
import { userErrorMessage } from '../../../lib/errors/user-error-message';
import { listedField, useMoneyForm } from '../../../lib/hooks/useMoneyForm';
import { feedbackContentError, feedbackErrorMessage, feedbackTypeMessages } from '../feedback-rules';
import { useSubmitFeedback } from '../mutations/useSubmitFeedback';
import { wordCount } from '../word-count';
import { FormActions } from '../../../components/FormActions';
import styles from './Feedback.module.css';

export const FeedbackFormRulesFragment = graphql(`
  fragment FeedbackForm_rules on FeedbackRules {
    types
    minWords
    maxWords
    maxLength
  }
`);

type Field = 'type' | 'content';
const fieldOrder: readonly Field[] = ['type', 'content'];

/** Feedback and complaints (spec 001 §3, §5): a question type and what happened, within the word bounds. */
export function FeedbackForm({ rules }: { rules: FragmentType<typeof FeedbackFormRulesFragment> }) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: FeedbackFormRulesFragment, fragmentName: 'FeedbackForm_rules', from: rules });
  const bounds = { minWords: data.minWords ?? 0, maxWords: data.maxWords ?? 0, maxLength: data.maxLength ?? 0 };
  const submitFeedback = useSubmitFeedback();
  const { formRef, fieldErrors, formErrors, submit: submitForm, submitting, edited } = useMoneyForm(
    fieldOrder,
    listedField(fieldOrder),
    feedbackErrorMessage(bounds, userErrorMessage),
  );
  const [type, setType] = useState<FeedbackType | ''>('');
  const [content, setContent] = useState('');
  const [sentId, setSentId] = useState<string | null>(null);
  if (!complete) return null;

  const validate = () =>
    collectFieldErrors<Field>({ type: type === '' ? { id: 'feedback.typeRequired' } : null, content: feedbackContentError(content, bounds) });

  const submit = () =>
    submitForm({
      validate,
      send: () => submitFeedback({ type: type === '' ? 'OTHER' : type, content: content.trim() }),
      onSuccess: (payload) => setSentId(payload.feedbackId ?? ''),
    });

  if (sentId !== null) {
    return (
      <div className={styles.sent} data-testid="feedback-sent">
        <p role="status" className={styles.sentTitle}>
          {intl.formatMessage({ id: 'feedback.sent' }, { id: sentId })}
        </p>
        <Button
          onClick={() => {
            setSentId(null);
            setType('');
            setContent('');
          }}
        >
          {intl.formatMessage({ id: 'feedback.another' })}
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      className={styles.form}
      aria-label={intl.formatMessage({ id: 'feedback.title' })}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SelectField
        name="type"
        label={intl.formatMessage({ id: 'feedback.type' })}
        required
        value={type}
        onChange={(event) => {
          setType(data.types.find((known) => known === event.target.value) ?? '');
          edited('type');
        }}
        error={formatOptional(intl, fieldErrors.type)}
      >
        <option value="">{intl.formatMessage({ id: 'feedback.typeChoose' })}</option>
        {data.types.map((known) => (
          <option key={known} value={known}>
            {intl.formatMessage({ id: feedbackTypeMessages[known] })}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        name="content"
        label={intl.formatMessage({ id: 'feedback.content' })}
        required
        rows={6}
        value={content}
        hint={intl.formatMessage({ id: 'feedback.wordCount' }, { count: wordCount(content), min: bounds.minWords, max: bounds.maxWords })}
        onChange={(event) => {
          setContent(event.target.value);
          edited('content');
        }}
        error={formatOptional(intl, fieldErrors.content)}
      />
      <FormErrors errors={formErrors} />
      <FormActions
        className={styles.actions}
        submitLabel={intl.formatMessage({ id: 'feedback.submit' })}
        submitting={submitting}
      />
    </form>
  );
}
