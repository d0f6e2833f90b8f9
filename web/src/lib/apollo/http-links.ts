import { ApolloLink, HttpLink } from '@apollo/client';
import { from, mergeMap } from 'rxjs';

interface HttpOptions {
  uri: string;
  credentials: RequestCredentials;
}

/** Whether the variables carry a file (proof images): such an operation goes as a GraphQL multipart request. */
export function carriesFiles(value: unknown): boolean {
  if (value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(carriesFiles);
  if (value !== null && typeof value === 'object') return Object.values(value).some(carriesFiles);
  return false;
}

/**
 * The network end of the client: JSON requests, and multipart requests for operations with files, whose link
 * (apollo-upload-client) downloads with the first such operation rather than with the first page.
 */
export function httpLinks(options: HttpOptions): ApolloLink {
  let upload: Promise<ApolloLink> | undefined;
  const loadUpload = () =>
    (upload ??= import('apollo-upload-client/UploadHttpLink.mjs').then(({ default: UploadHttpLink }) => new UploadHttpLink(options)));
  const uploadLink = new ApolloLink((operation, forward) => from(loadUpload()).pipe(mergeMap((link) => link.request(operation, forward))));
  return ApolloLink.split((operation) => carriesFiles(operation.variables), uploadLink, new HttpLink(options));
}
