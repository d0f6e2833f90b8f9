import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { createCache } from './cache';
import { env } from '../../config/env';

interface ClientOptions {
  /** The language the gateway should answer in (notice titles, game names, ...). */
  getLocale: () => string;
  /** Replaces the network, e.g. a MockLink in tests. */
  terminatingLink?: ApolloLink;
}

export function createApolloClient({ getLocale, terminatingLink }: ClientOptions): ApolloClient {
  const languageLink = new SetContextLink((prevContext) => ({
    headers: { ...prevContext.headers, 'Accept-Language': getLocale() },
  }));
  // The session is an httpOnly cookie the gateway sets on /graphql: same-origin credentials, no token here.
  const httpLink = new HttpLink({ uri: env.graphqlUrl, credentials: 'same-origin' });

  return new ApolloClient({
    link: ApolloLink.from([languageLink, terminatingLink ?? httpLink]),
    cache: createCache(),
    dataMasking: true,
  });
}
