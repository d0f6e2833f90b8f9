import { useTransition } from 'react';
import type { OperationVariables } from '@apollo/client';
import { useQueryRefHandlers, useReadQuery, type QueryRef } from '@apollo/client/react';

/**
 * A preloaded query with next pages: its data, and `loadMore(pageInfo)` that fetches the page after
 * `pageInfo.endCursor` (when there is one) in a transition, `loadingMore` meanwhile.
 */
export function usePagedQuery<TData, TVariables extends OperationVariables & { after?: string | null }>(queryRef: QueryRef<TData, TVariables>) {
  // The handlers first: read before them, the data misses fetchMore's pages (apollo-client#11772).
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const { data } = useReadQuery(queryRef);
  const [loadingMore, startTransition] = useTransition();
  const loadMore = (pageInfo: { endCursor?: string | null } | null | undefined) => {
    const after = pageInfo?.endCursor;
    if (after) startTransition(async () => void (await fetchMore({ variables: { after } as Partial<TVariables> })));
  };
  return { data, loadingMore, loadMore };
}
