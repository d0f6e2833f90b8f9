import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { useLoadOnReach } from '../use-load-on-reach';
import { FormErrors } from '../FormErrors';
import { errorMessage } from '../../lib/errors/error-message';
import type { FieldMessage } from '../../lib/errors/field-message';
import styles from './Records.module.css';

export interface LoadMoreProps {
  shown: number;
  total: number;
  endCursor: string | null | undefined;
  hasNextPage: boolean;
  onLoadMore: (after: string) => Promise<unknown>;
}

/** "Showing n of total" and the next page of a records list, loaded as its end scrolls into view or on a click. */
export function LoadMore({ shown, total, endCursor, hasNextPage, onLoadMore }: LoadMoreProps) {
  const intl = useIntl();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<FieldMessage | null>(null);
  async function loadMore() {
    if (!endCursor || loading) return;
    setLoading(true);
    setFailure(null);
    try {
      await onLoadMore(endCursor);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setLoading(false);
    }
  }
  const reach = useLoadOnReach(hasNextPage && !loading && failure === null, shown, () => void loadMore());
  return (
    <div className={styles.footer}>
      <span className={styles.note} data-testid="records-count">
        {intl.formatMessage({ id: 'records.count' }, { shown, total })}
      </span>
      {hasNextPage ? (
        <Button ref={reach} onClick={() => void loadMore()} disabled={loading} aria-busy={loading || undefined}>
          {intl.formatMessage({ id: 'records.more' })}
        </Button>
      ) : null}
      <FormErrors errors={failure ? [failure] : []} />
    </div>
  );
}
