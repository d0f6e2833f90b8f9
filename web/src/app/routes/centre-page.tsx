import { Suspense, type ComponentType } from 'react';
import { useLoaderData, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { PreloadQueryFunction, QueryRef } from '@apollo/client/react';

export interface CentrePageProps<TData, TVariables extends OperationVariables> {
  queryRef: QueryRef<TData, TVariables>;
  /** The variables the loader read from the URL (filters). */
  variables: TVariables;
}

/** What each page of a centre (member, agent) exports: the loader that preloads its one query, and its page. */
export interface CentrePageModule {
  loader: (preloadQuery: PreloadQueryFunction) => LoaderFunction;
  Component: ComponentType;
}

/**
 * A centre page's route module: its loader preloads the page's one query (variables from the URL, for filters)
 * and the page reads it under the centre's skeleton; a failed query reaches the page's error boundary inside
 * the centre.
 */
export function defineCentrePage<TData, TVariables extends OperationVariables>(options: {
  query: TypedDocumentNode<TData, TVariables>;
  variables?: (url: URL) => TVariables;
  Page: ComponentType<CentrePageProps<TData, TVariables>>;
  Fallback: ComponentType;
}): CentrePageModule {
  const { query, variables: variablesOf, Page, Fallback } = options;
  const loader = (preloadQuery: PreloadQueryFunction) => ({ request }: LoaderFunctionArgs) => {
    const variables = (variablesOf ? variablesOf(new URL(request.url)) : {}) as TVariables;
    const queryRef = (preloadQuery as (document: unknown, options: unknown) => QueryRef<TData, TVariables>)(query, { variables });
    return { queryRef, variables };
  };
  function CentrePageRoute() {
    const { queryRef, variables } = useLoaderData<CentrePageProps<TData, TVariables>>();
    return (
      <Suspense fallback={<Fallback />}>
        <Page queryRef={queryRef} variables={variables} />
      </Suspense>
    );
  }
  return { loader, Component: CentrePageRoute };
}
