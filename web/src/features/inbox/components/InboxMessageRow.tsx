import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import { formatLocalDateTime } from '../../../lib/date/local-date-time';
import { inboxCategoryLabel } from '../inbox-labels';
import { InboxMessageDialog } from './InboxMessageDialog';
import styles from './Inbox.module.css';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

export const InboxMessageRowMessageFragment = graphql(`
  fragment InboxMessageRow_message on InboxMessage {
    id
    category
    title
    read
    createdAt
    ...InboxMessageDialog_message
  }
`);

/** A message in the list, bold with a dot while unread; clicking it opens (and so reads) it. */
export function InboxMessageRow({ message }: { message: FragmentType<typeof InboxMessageRowMessageFragment> }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const data = useFragmentData(InboxMessageRowMessageFragment, message);
  if (!data) return null;
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        data-testid="inbox-message"
        data-read={data.read}
        onClick={() => setOpen(true)}
      >
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.rowText}>
          <span className={styles.title}>{data.title}</span>
          <span className={styles.meta}>
            {inboxCategoryLabel(intl, data.category)} · {formatLocalDateTime(data.createdAt)}
          </span>
        </span>
        {data.read ? null : <span className="visually-hidden">{intl.formatMessage({ id: 'inbox.unreadMark' })}</span>}
      </button>
      {open ? <InboxMessageDialog message={data} onClose={() => setOpen(false)} /> : null}
    </li>
  );
}
