import { ApolloLink } from '@apollo/client';
import { Observable, type Subscriber } from 'rxjs';
import type { LiveFeed } from '../gql/schema-enums';

/** The LiveFeedEvent field that carries each feed. */
const FEED_FIELDS: Record<LiveFeed, string> = {
  BALANCE: 'balance',
  COUNTS: 'counts',
  JACKPOT: 'jackpot',
  WINNERS: 'winners',
  NOTICES: 'notices',
  SITE_STATUS: 'siteStatus',
};

/** One value of `feed` as the tab's stream carries it: only that feed's field set. */
export function liveFeedEvent(feed: LiveFeed, value: unknown): ApolloLink.Result {
  const fields = Object.fromEntries(Object.values(FEED_FIELDS).map((field) => [field, null]));
  return { data: { liveFeeds: { __typename: 'LiveFeedEvent', feed, ...fields, [FEED_FIELDS[feed]]: value } } };
}

/** The tab's live streams (one at a time, each with its feeds), for a test to send events on, fail, and count. */
export class LiveStreams {
  private readonly subscribers = new Map<Subscriber<ApolloLink.Result>, readonly LiveFeed[]>();

  /**
   * What a stream answers first for each feed it carries, as the gateway answers each feed's latest value first
   * (the header's figures: the harness answers Alice's). A test sets or deletes entries before the stream opens.
   */
  readonly answers: Map<LiveFeed, unknown>;

  constructor(answers: Iterable<[LiveFeed, unknown]> = []) {
    this.answers = new Map(answers);
  }

  open(feeds: readonly LiveFeed[]): Observable<ApolloLink.Result> {
    return new Observable<ApolloLink.Result>((subscriber) => {
      this.subscribers.set(subscriber, feeds);
      const first = feeds.filter((feed) => this.answers.has(feed)).map((feed) => liveFeedEvent(feed, this.answers.get(feed)));
      // Later, as over the network: never during the subscribe call itself.
      const timer = first.length === 0 ? undefined : setTimeout(() => first.forEach((event) => subscriber.next(event)), 0);
      return () => {
        clearTimeout(timer);
        this.subscribers.delete(subscriber);
      };
    });
  }

  /** The feeds of the streams open now, sorted. */
  openFeeds(): LiveFeed[] {
    return [...new Set([...this.subscribers.values()].flat())].sort();
  }

  /** How many streams are open now. */
  openCount(): number {
    return this.subscribers.size;
  }

  /** Sends a value of `feed` on every open stream that carries it. */
  send(feed: LiveFeed, value: unknown): void {
    for (const [subscriber, feeds] of this.subscribers) if (feeds.includes(feed)) subscriber.next(liveFeedEvent(feed, value));
  }

  /** Ends every open stream with an error, as a refused or unreachable stream ends. */
  fail(): void {
    for (const subscriber of [...this.subscribers.keys()]) subscriber.error(new Error('stream refused'));
  }
}

/**
 * A subscription is the tab's stream, not a request: it goes to `live` (open with no event until a test sends one),
 * its feeds to `streams` (one entry per stream opened, its feeds sorted and joined by spaces), and nothing reaches
 * the links after this one.
 */
export function liveStreamsLink(live: LiveStreams, streams: string[]): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== 'subscription') return forward(operation);
    const feeds = [...((operation.variables as { feeds?: LiveFeed[] }).feeds ?? [])].sort();
    streams.push(feeds.join(' '));
    return live.open(feeds);
  });
}
