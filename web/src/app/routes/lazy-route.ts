import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { withAllMessages } from '../../i18n/all-messages';
import { isChunkLoadError, withChunkDeadline } from '../../lib/chunks/chunk-deadline';

interface RouteCode {
  loader?: LoaderFunction;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

/**
 * A route's `lazy`, failing after CHUNK_LOAD_TIMEOUT_MS. React Router keeps a route whose `lazy` rejected as still
 * loading and renders nothing below its parent, so a part that did not arrive resolves to a page that throws its
 * ChunkLoadError to the nearest error boundary (RouteErrorState says why and reloads to retry).
 */
export function timedLazy<R extends object>(lazy: () => Promise<R>): () => Promise<R | { Component: ComponentType }> {
  const timed = withChunkDeadline(lazy);
  return () =>
    timed().catch((error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      return {
        Component: () => {
          throw error;
        },
      };
    });
}

/**
 * A route whose code (its page, its loader and the loader's query document) downloads when the route is first
 * visited, so the first page's JavaScript carries only that page. The router waits for it, and for the texts beyond
 * the first paint's, before the loader runs; at most CHUNK_LOAD_TIMEOUT_MS (the route's error state says why).
 */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => RouteCode): Pick<RouteObject, 'lazy'> {
  const loadWithTexts = withAllMessages(load);
  return { lazy: timedLazy(async () => pick(await loadWithTexts())) };
}
