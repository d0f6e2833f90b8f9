import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import type { InboxCategory } from '../../../gql/graphql';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Tabs } from '../../../components/Tabs';
import { isAnsweredByApp } from '../../../lib/errors/app-answered-codes';
import { errorMessage } from '../../../lib/errors/error-message';
import { formatFieldMessage, type FieldMessage } from '../../../lib/errors/field-message';
import { inboxCategories, inboxCategoryLabel } from '../inbox-labels';
import { useMarkAllInboxRead } from '../mutations/useMarkAllInboxRead';
import { InboxMessageRow, type InboxMessageRowMessageFragment } from './InboxMessageRow';
import styles from './Inbox.module.css';
import { LoadMoreButton } from '../../../components/LoadMoreButton';

const allCategories = 'ALL';

export function inboxCategoryFromUrl(params: URLSearchParams): InboxCategory | null {
  const category = params.get('category');
  return inboxCategories.find((value) => value === category) ?? null;
}

export interface InboxPageProps {
  category: InboxCategory | null;
  onCategoryChange: (category: InboxCategory | null) => void;
  unreadCount: number;
  messages: ReadonlyArray<FragmentType<typeof InboxMessageRowMessageFragment> & { id: string }>;
  totalCount: number;
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Page messageV2: the member's messages by category; opening one reads it, and "mark all read" clears the badge. */
export function InboxPage({ category, onCategoryChange, unreadCount, messages, totalCount, hasNextPage, loadingMore, onLoadMore }: InboxPageProps) {
  const intl = useIntl();
  const { markAllRead, loading } = useMarkAllInboxRead();
  const [failure, setFailure] = useState<FieldMessage | null>(null);
  const options = [
    { value: allCategories, label: intl.formatMessage({ id: 'inbox.category.ALL' }) },
    ...inboxCategories.map((value) => ({ value, label: inboxCategoryLabel(intl, value) })),
  ];

  const markAll = async () => {
    setFailure(null);
    try {
      await markAllRead();
    } catch (error) {
      if (!isAnsweredByApp(error)) setFailure(errorMessage(error));
    }
  };

  return (
    <div className={styles.page} data-testid="inbox">
      <div className={styles.toolbar}>
        <p className={styles.unread} data-testid="inbox-unread">
          {intl.formatMessage({ id: 'inbox.unread' }, { count: unreadCount })}
        </p>
        {unreadCount > 0 ? (
          <Button onClick={() => void markAll()} disabled={loading} aria-busy={loading || undefined}>
            {intl.formatMessage({ id: 'inbox.markAllRead' })}
          </Button>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className={styles.error}>
          {formatFieldMessage(intl, failure)}
        </p>
      ) : null}
      <Tabs
        label={intl.formatMessage({ id: 'inbox.filter' })}
        options={options}
        value={category ?? allCategories}
        onChange={(value) => onCategoryChange(inboxCategories.find((known) => known === value) ?? null)}
      >
        {messages.length === 0 ? (
          <EmptyState message={intl.formatMessage({ id: 'inbox.empty' })} testId="inbox-empty" />
        ) : (
          <>
            <p className={styles.count}>{intl.formatMessage({ id: 'inbox.count' }, { count: totalCount })}</p>
            <ul className={styles.list}>
              {messages.map((message) => (
                <InboxMessageRow key={message.id} message={message} />
              ))}
            </ul>
            <LoadMoreButton hasNextPage={hasNextPage} shown={messages.length} loading={loadingMore} onLoadMore={onLoadMore} />
          </>
        )}
      </Tabs>
    </div>
  );
}
