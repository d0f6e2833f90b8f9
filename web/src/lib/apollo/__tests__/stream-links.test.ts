import { describe, expect, it, vi } from 'vitest';
import { ApolloLink } from '@apollo/client';
import { parse } from 'graphql';
import { Observable, firstValueFrom } from 'rxjs';
import { streamLinks } from '../stream-links';

const sent: string[] = [];
vi.mock('../sse-link', () => ({
  // Built with `new`, as streamLinks builds the real one.
  SseLink: function SseLink() {
    return new ApolloLink((operation) => {
      sent.push(`stream ${operation.operationName ?? ''}`);
      return new Observable<ApolloLink.Result>((observer) => observer.next({ data: { streamed: true } }));
    });
  },
}));

function execute(link: ApolloLink, query: string) {
  const document = parse(query);
  return firstValueFrom(ApolloLink.execute(link, { query: document }, { client: {} as never }));
}

describe('where an operation goes', () => {
  const rest = new ApolloLink((operation) => {
    sent.push(`rest ${operation.operationName ?? ''}`);
    return new Observable<ApolloLink.Result>((observer) => observer.next({ data: { read: true } }));
  });

  it('sends queries to the rest, and subscriptions to the event streams, whose client loads with the first of them', async () => {
    const link = streamLinks('/graphql/stream', rest);
    expect(await execute(link, 'query HeaderBalance { viewer { id } }')).toEqual({ data: { read: true } });
    expect(await execute(link, 'subscription LiveFeeds { liveFeeds(feeds: [JACKPOT]) { feed } }')).toEqual({ data: { streamed: true } });
    expect(sent).toEqual(['rest HeaderBalance', 'stream LiveFeeds']);
  });
});
