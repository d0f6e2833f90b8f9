import { ApolloLink } from '@apollo/client';
import { from, mergeMap } from 'rxjs';

/**
 * Subscriptions go to the gateway's event streams (POST <graphql>/stream, graphql-sse), everything else to `rest`.
 * The SSE client downloads with the first subscription, not with the first page (the first-paint budget). A tab
 * holds one stream, whatever it follows (app/live/live-feeds.ts): each stream holds one of the 6 connections per
 * origin a browser keeps over HTTP/1.1.
 */
export function streamLinks(url: string, rest: ApolloLink): ApolloLink {
  let sse: Promise<ApolloLink> | undefined;
  const loadSse = () => (sse ??= import('./sse-link').then(({ SseLink }) => new SseLink(url)));
  const streamLink = new ApolloLink((operation, forward) => from(loadSse()).pipe(mergeMap((link) => link.request(operation, forward))));
  return ApolloLink.split((operation) => operation.operationType === 'subscription', streamLink, rest);
}
