import { ApolloLink, type ApolloCache } from '@apollo/client';
import { map } from 'rxjs';

// Logouts seen by each cache: an answer to a request sent before the latest one belongs to a session that is over.
const logouts = new WeakMap<ApolloCache, number>();

/** Called where logout clears the member from the cache: answers still in flight must not write them back. */
export function endSessionReads(cache: ApolloCache): void {
  logouts.set(cache, (logouts.get(cache) ?? 0) + 1);
}

/** How many logouts this cache has seen: an answer sent for an earlier count belongs to an ended session. */
export function sessionsEnded(cache: ApolloCache): number {
  return logouts.get(cache) ?? 0;
}

/** Operations sent with this context are dropped (an error, nothing written) when a logout happens in flight. */
export const sessionBoundContext = { sessionBound: true } as const;

/**
 * Drops the answer of a session-bound operation (the header's re-read) that lands after a logout: written to
 * Query.viewer, it would bring back a viewer without a member, and the header would show neither the member nor
 * the login form.
 */
export const sessionBoundLink = new ApolloLink((operation, forward) => {
  if (operation.getContext().sessionBound !== true) return forward(operation);
  const { cache } = operation.client;
  const sentIn = sessionsEnded(cache);
  return forward(operation).pipe(
    map((result) => {
      if (sessionsEnded(cache) !== sentIn) throw new Error(`${operation.operationName ?? 'operation'}: answer of a session that has ended`);
      return result;
    }),
  );
});
