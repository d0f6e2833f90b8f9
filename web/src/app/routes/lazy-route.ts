import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';

interface RouteCode {
  loader?: LoaderFunction;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

/**
 * A route whose code (its page, its loader and the loader's query document) downloads when the route is first
 * visited, so the first page's JavaScript carries only that page. The router waits for it before the loader runs.
 */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => RouteCode): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => pick(await load()) };
}
