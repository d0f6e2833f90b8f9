import { useIntl } from 'react-intl';
import { Button } from './Button';
import { useLoadOnReach } from './use-load-on-reach';

export interface LoadMoreButtonProps {
  hasNextPage: boolean;
  /** The items on screen: a load that adds none leaves the next one to a click. */
  shown: number;
  /** The next page is on its way: the button is disabled and says it is busy. */
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * "Load more" under a list that pages on (inbox, rewards, applications, invitees, the points mall), while there is a
 * next page: it loads by itself as it scrolls into view.
 */
export function LoadMoreButton({ hasNextPage, shown, loading, onLoadMore }: LoadMoreButtonProps) {
  const intl = useIntl();
  const reach = useLoadOnReach(hasNextPage && !loading, shown, onLoadMore);
  if (!hasNextPage) return null;
  return (
    <Button ref={reach} onClick={onLoadMore} disabled={loading} aria-busy={loading || undefined}>
      {intl.formatMessage({ id: 'list.loadMore' })}
    </Button>
  );
}
