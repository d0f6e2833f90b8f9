import { ApolloClient, ApolloLink, type InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { createCache } from './cache';
import { errorCodeLink, graphQLErrorCodes, type ErrorCodeChannel } from './error-code-channel';
import { httpLinks } from './http-links';
import { persistedOperationsLink } from './persisted-link';
import { readsAfterWritesLink } from './reads-after-writes';
import { routeDataLink, type RouteData } from './route-data-link';
import { sessionBoundLink } from './session-epoch';
import { streamLinks } from './stream-links';
import { env } from '../../config/env';

interface ClientOptions {
  /** The language the gateway should answer in (notice titles, game names, ...). */
  getLocale: () => string;
  /** Replaces the network, e.g. a MockLink in tests. */
  terminatingLink?: ApolloLink;
  /** Where error codes are published for the app layer to answer (lib/errors/app-answered-codes). */
  errorCodes?: ErrorCodeChannel;
  /** Replaces the cache, e.g. one a test has filled. */
  cache?: InMemoryCache;
  /** The answer to the page's first query that came in its HTML (takeRouteData). */
  routeData?: RouteData;
  /** Settles once a server-rendered page is hydrated: other answers wait for it (route-data-link.ts). */
  hydrated?: Promise<void>;
}

export function createApolloClient({
  getLocale,
  terminatingLink,
  errorCodes = graphQLErrorCodes,
  cache = createCache(),
  routeData,
  hydrated,
}: ClientOptions): ApolloClient {
  const languageLink = new SetContextLink((prevContext) => ({
    headers: { ...prevContext.headers, 'Accept-Language': getLocale() },
  }));
  // The session is an httpOnly cookie the gateway sets on /graphql: same-origin credentials, no token here.
  // Operations with files in their variables (proof images) go as GraphQL multipart requests, the rest as JSON.
  const httpLink = httpLinks({ uri: env.graphqlUrl, credentials: 'same-origin' });

  return new ApolloClient({
    link: ApolloLink.from([
      errorCodeLink(errorCodes),
      sessionBoundLink,
      readsAfterWritesLink,
      languageLink,
      routeDataLink(routeData, getLocale, hydrated),
      terminatingLink ?? streamLinks(`${env.graphqlUrl}/stream`, ApolloLink.from([persistedOperationsLink(), httpLink])),
    ]),
    cache,
    dataMasking: true,
  });
}
