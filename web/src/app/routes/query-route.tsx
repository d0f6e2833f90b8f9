import { Suspense, type ComponentType } from 'react';
import { useLoaderData } from 'react-router';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { PreloadQueryFunction, QueryRef } from '@apollo/client/react';

export interface QueryRouteProps<TData, TVariables extends OperationVariables> {
  queryRef: QueryRef<TData, TVariables>;
}

/**
 * A route whose one query takes no variables (a content page, login, not found): its loader preloads the query,
 * and its content reads it under `Fallback` while it is on the way; a failed query reaches the route's error boundary.
 */
export function defineQueryRoute<TData, TVariables extends OperationVariables>(options: {
  query: TypedDocumentNode<TData, TVariables>;
  Fallback: ComponentType;
  Content: ComponentType<QueryRouteProps<TData, TVariables>>;
}) {
  const { query, Fallback, Content } = options;
  // Apollo's overloads cannot match a generic document to "no variables"; every caller's query has none.
  const preload = (preloadQuery: PreloadQueryFunction) => (preloadQuery as (document: unknown) => QueryRef<TData, TVariables>)(query);
  const loader = (preloadQuery: PreloadQueryFunction) => () => ({ queryRef: preload(preloadQuery) });
  function QueryRoute() {
    const { queryRef } = useLoaderData<QueryRouteProps<TData, TVariables>>();
    return (
      <Suspense fallback={<Fallback />}>
        <Content queryRef={queryRef} />
      </Suspense>
    );
  }
  return { loader, Component: QueryRoute };
}
