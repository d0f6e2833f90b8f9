import { Suspense, type ComponentType } from 'react';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useReadQuery, type PreloadQueryFunction, type QueryRef } from '@apollo/client/react';
import { isPhoneWidth } from '../../lib/layout/phone-layout';
import type { QueryRouteModule } from './query-route';

export interface CentrePageProps<TData, TVariables extends OperationVariables> {
  queryRef: QueryRef<TData, TVariables>;
  /** The variables the loader read from the URL (filters). */
  variables: TVariables;
}

/** What each page of a centre (member, agent) exports: the loader that preloads its one query, and its page. */
export type CentrePageModule = QueryRouteModule;

/** A centre page: its one query, the query's variables from the URL (filters), and the page that reads it. */
export interface CentrePageOptions<TData, TVariables extends OperationVariables> {
  query: TypedDocumentNode<TData, TVariables>;
  variables?: (url: URL) => TVariables;
  Page: ComponentType<CentrePageProps<TData, TVariables>>;
}

/**
 * A centre page's route module: its loader preloads the page's one query (variables from the URL, for filters)
 * and the page reads it under the centre's skeleton; a failed query reaches the page's error boundary inside
 * the centre.
 */
export function defineCentrePage<TData, TVariables extends OperationVariables>(
  options: CentrePageOptions<TData, TVariables> & { Fallback: ComponentType },
): CentrePageModule {
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

/**
 * /<centre> itself: on a phone, the menu screen (the centre's panel draws the menu); wider screens always show a
 * page, so they go to the default page. The route reads the centre's query only so that a failed one reaches its
 * error boundary.
 */
export function defineCentreMenu<TData>(options: {
  query: TypedDocumentNode<TData, Record<string, never>>;
  defaultPagePath: string;
  Fallback: ComponentType;
}): CentrePageModule {
  const { query, defaultPagePath, Fallback } = options;
  const loader = (preloadQuery: PreloadQueryFunction) => () => {
    if (!isPhoneWidth()) throw redirect(defaultPagePath);
    return { queryRef: (preloadQuery as (document: unknown) => QueryRef<TData>)(query) };
  };
  function ReadMenuQuery({ queryRef }: { queryRef: QueryRef<TData> }) {
    useReadQuery(queryRef);
    return null;
  }
  function CentreMenuRoute() {
    const { queryRef } = useLoaderData<{ queryRef: QueryRef<TData> }>();
    return (
      <Suspense fallback={<Fallback />}>
        <ReadMenuQuery queryRef={queryRef} />
      </Suspense>
    );
  }
  return { loader, Component: CentreMenuRoute };
}
