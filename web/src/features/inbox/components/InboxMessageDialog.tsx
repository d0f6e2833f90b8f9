import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { Modal } from '../../../components/Modal';
import { isAnsweredByApp } from '../../../lib/errors/app-answered-codes';
import { errorMessage } from '../../../lib/errors/error-message';
import { formatFieldMessage, type FieldMessage } from '../../../lib/errors/field-message';
import { userErrorMessage } from '../../../lib/errors/user-error-message';
import { formatLocalDateTime } from '../../../lib/date/local-date-time';
import { inboxCategoryLabel } from '../inbox-labels';
import { useReadInboxMessage } from '../mutations/useReadInboxMessage';
import styles from './Inbox.module.css';

export const InboxMessageDialogMessageFragment = graphql(`
  fragment InboxMessageDialog_message on InboxMessage {
    id
    category
    title
    content
    read
    createdAt
  }
`);

/** One message in full; an unread one is marked read as it opens. */
export function InboxMessageDialog({
  message,
  onClose,
}: {
  message: FragmentType<typeof InboxMessageDialogMessageFragment>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const readMessage = useReadInboxMessage();
  const [failure, setFailure] = useState<FieldMessage | null>(null);
  const { data, complete } = useFragment({ fragment: InboxMessageDialogMessageFragment, fragmentName: 'InboxMessageDialog_message', from: message });
  const unreadId = complete && !data.read ? data.id : null;

  useEffect(() => {
    if (!unreadId) return;
    readMessage(unreadId)
      .then((payload) => {
        const refusal = payload.userErrors[0];
        if (refusal) setFailure(userErrorMessage(refusal));
      })
      .catch((error: unknown) => {
        if (!isAnsweredByApp(error)) setFailure(errorMessage(error));
      });
    // Read once, when the dialog opens on an unread message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unreadId]);

  if (!complete) return null;
  return (
    <Modal title={data.title} onClose={onClose} testId="inbox-message-dialog">
      <p className={styles.meta}>
        {inboxCategoryLabel(intl, data.category)} · {formatLocalDateTime(data.createdAt)}
      </p>
      {failure ? (
        <p role="alert" className={styles.error}>
          {formatFieldMessage(intl, failure)}
        </p>
      ) : null}
      {/* The gateway sanitises message content; only this field is rendered as HTML. */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: data.content }} />
    </Modal>
  );
}
