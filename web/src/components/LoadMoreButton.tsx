import { useIntl } from 'react-intl';
import { Button } from './Button';

export interface LoadMoreButtonProps {
  hasNextPage: boolean;
  /** The next page is on its way: the button is disabled and says it is busy. */
  loading: boolean;
  onLoadMore: () => void;
}

/** "Load more" under a list that pages on (inbox, rewards, applications, invitees), while there is a next page. */
export function LoadMoreButton({ hasNextPage, loading, onLoadMore }: LoadMoreButtonProps) {
  const intl = useIntl();
  if (!hasNextPage) return null;
  return (
    <Button onClick={onLoadMore} disabled={loading} aria-busy={loading || undefined}>
      {intl.formatMessage({ id: 'list.loadMore' })}
    </Button>
  );
}
