import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { createClient } from 'graphql-sse';
import { Observable } from 'rxjs';
import { buildTimeHash } from './persisted-link';

/** Reconnects after a dropped stream wait this long at first, doubling up to the cap, with a random part. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * One subscription, one event stream (graphql-sse's distinct connections: the balancer may send each stream to
 * any replica). A stream that drops (network, a replica draining, its longest life) reconnects with backoff, and
 * the gateway answers the latest value first, so nothing is missed. Documents codegen knows go by hash only.
 */
export class SseLink extends ApolloLink {
  constructor(private readonly url: string) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable<ApolloLink.Result>((observer) => {
      const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
      const client = createClient({
        url: this.url,
        credentials: 'same-origin',
        headers,
        retryAttempts: Number.POSITIVE_INFINITY,
        retry: async (retries) =>
          new Promise((resolve) => setTimeout(resolve, Math.min(FIRST_RETRY_MS * 2 ** retries, MAX_RETRY_MS) * (0.5 + Math.random() / 2))),
      });
      const hash = buildTimeHash(operation.query);
      const stop = client.subscribe(
        {
          query: hash === undefined ? print(operation.query) : '',
          operationName: operation.operationName,
          variables: operation.variables,
          ...(hash === undefined ? {} : { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
        },
        {
          next: (result) => observer.next(result as ApolloLink.Result),
          error: (error) => observer.error(error),
          complete: () => observer.complete(),
        },
      );
      return () => {
        stop();
        client.dispose();
      };
    });
  }
}
