import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';
import { isPublicRead } from './public-reads';

/** The sha256 codegen put on each generated document (client-preset `persistedDocuments`), as bare hex. */
export function buildTimeHash(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash.replace(/^sha256:/, '') : undefined;
}

/**
 * Sends the operations codegen knows by hash only: the gateway holds the same manifest and runs its document, so
 * nothing is hashed in the browser and, with PERSISTED_OPERATIONS=only, nothing else is accepted from it. A
 * document without a build-time hash goes as text.
 */
export function persistedOperationsLink(): ApolloLink {
  const persisted = (useGETForHashedQueries: boolean) =>
    new PersistedQueryLink({
      generateHash: (document) => buildTimeHash(document) ?? '',
      // An unknown hash (a gateway older than this page) is retried with the text (as a POST), as the APQ protocol has it.
      useGETForHashedQueries,
    });
  // Public reads go as GET (their URL is the hash and the variables), for browsers and a CDN to share; the rest POST.
  const byMethod = ApolloLink.split((operation) => isPublicRead(operation.query), persisted(true), persisted(false));
  return ApolloLink.split((operation) => buildTimeHash(operation.query) !== undefined, byMethod);
}
