import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useLoaderData, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { PreloadQueryFunction, QueryRef } from '@apollo/client/react';

export interface QueryRouteProps<TData, TVariables extends OperationVariables> {
  queryRef: QueryRef<TData, TVariables>;
}

/** What a route module of one query exports: the loader that preloads it (given the app's preloadQuery), and its page. */
export interface QueryRouteModule {
  loader: (preloadQuery: PreloadQueryFunction) => LoaderFunction;
  Component: ComponentType;
}

interface RouteOptions<TData, TVariables extends OperationVariables, TView extends object> {
  query: TypedDocumentNode<TData, TVariables>;
  /** What the route shows, read from its URL (a tab, a filter); its content gets it beside the query. */
  view: (params: URLSearchParams) => TView;
  /** The query's variables for the view; none: the query takes none. */
  variables?: (view: TView) => TVariables;
  /** How the query is read (its fetch and error policies). */
  preloadOptions: { fetchPolicy?: 'network-only'; errorPolicy?: 'all' };
  Fallback: ComponentType;
  Content: ComponentType<TView & QueryRouteProps<TData, TVariables>>;
  /** What stands around the content and its fallback alike (a page's heading); none by default. */
  Frame?: ComponentType<{ children: ReactNode }>;
}

/** A route's loader, which preloads its one query, and its page, which reads it under `Fallback` meanwhile. */
function defineRoute<TData, TVariables extends OperationVariables, TView extends object>(options: RouteOptions<TData, TVariables, TView>) {
  const { query, view: viewOf, variables, preloadOptions, Fallback, Content, Frame } = options;
  const loader = (preloadQuery: PreloadQueryFunction) => ({ request }: LoaderFunctionArgs) => {
    const view = viewOf(new URL(request.url).searchParams);
    // Apollo's overloads cannot match a generic document to its variables; the options say what they are.
    const preload = preloadQuery as (document: unknown, options: unknown) => QueryRef<TData, TVariables>;
    return { ...view, queryRef: preload(query, { ...preloadOptions, ...(variables ? { variables: variables(view) } : {}) }) };
  };
  function QueryRoute() {
    const loaderData = useLoaderData() as TView & QueryRouteProps<TData, TVariables>;
    const content = (
      <Suspense fallback={<Fallback />}>
        <Content {...loaderData} />
      </Suspense>
    );
    return Frame ? <Frame>{content}</Frame> : content;
  }
  return { loader, Component: QueryRoute };
}

/**
 * A route whose one query takes no variables (a content page, login, not found): its loader preloads the query,
 * and its content reads it under `Fallback` while it is on the way; a failed query reaches the route's error boundary.
 */
export function defineQueryRoute<TData, TVariables extends OperationVariables>(options: {
  query: TypedDocumentNode<TData, TVariables>;
  Fallback: ComponentType;
  Content: ComponentType<QueryRouteProps<TData, TVariables>>;
  Frame?: ComponentType<{ children: ReactNode }>;
}) {
  return defineRoute({ ...options, view: () => ({}), preloadOptions: {} });
}

/**
 * A route whose query reads what the URL says (a tab, a filter): its loader reads the URL into the route's view and
 * preloads the query with the view's variables, afresh on every visit (what it shows moves by itself) unless
 * `preloadOptions` say otherwise; its content reads the query and the view under `Fallback`.
 */
export function defineUrlQueryRoute<TData, TVariables extends OperationVariables, TView extends object>(
  options: Omit<RouteOptions<TData, TVariables, TView>, 'preloadOptions' | 'variables'> & {
    variables: (view: TView) => TVariables;
    preloadOptions?: RouteOptions<TData, TVariables, TView>['preloadOptions'];
  },
) {
  return defineRoute({ preloadOptions: { fetchPolicy: 'network-only' }, ...options });
}
