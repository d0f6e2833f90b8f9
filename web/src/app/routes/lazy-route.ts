import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { withAllMessages } from '../../i18n/all-messages';
import { withChunkDeadline } from '../../lib/chunks/chunk-deadline';

interface RouteCode {
  loader?: LoaderFunction;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

/**
 * A route whose code (its page, its loader and the loader's query document) downloads when the route is first
 * visited, so the first page's JavaScript carries only that page. The router waits for it, and for the texts beyond
 * the first paint's, before the loader runs; at most CHUNK_LOAD_TIMEOUT_MS (the route's error state says why).
 */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => RouteCode): Pick<RouteObject, 'lazy'> {
  const loadWithTexts = withChunkDeadline(withAllMessages(load));
  return { lazy: async () => pick(await loadWithTexts()) };
}
