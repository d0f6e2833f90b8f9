import type { LiveFeed } from '../../gql/schema-enums';

/** One value of one feed, as the tab's stream hands it (the LiveFeedEvent, unmasked). */
export interface LiveFeedEvent {
  feed: LiveFeed;
}

/** What the tab's one stream does: open with these feeds, hand each event, end (refused, or over). */
export type OpenFeeds<TEvent extends LiveFeedEvent> = (
  feeds: LiveFeed[],
  sink: { next: (event: TEvent) => void; refused: () => void },
) => () => void;

interface Follower<TEvent> {
  feed: LiveFeed;
  onEvent: (event: TEvent) => void;
  onRefused: () => void;
}

/** The members' own feeds: a stream may keep a public feed nobody follows any more, never one of these. */
const MEMBER_FEEDS: ReadonlySet<LiveFeed> = new Set<LiveFeed>(['BALANCE', 'COUNTS']);

/** Followers that mount within this long of each other share the stream that opens after them. */
export const FOLLOW_SETTLE_MS = 150;

/**
 * The tab's one live stream (Subscription.liveFeeds), carrying every feed its mounted followers want. Over HTTP/1.1
 * a browser keeps 6 connections per origin for all its tabs and each stream holds one, so the tab opens one stream
 * whatever it follows (over HTTP/2 too: one way, fewer streams for the gateway's per-session limit).
 * - Followers mounting together make one stream: it opens once they have settled (FOLLOW_SETTLE_MS).
 * - A feed a new follower wants and the stream lacks opens a new stream with the followers' feeds; a public feed
 *   nobody follows any more stays on the open stream (a new stream would read the member's figures afresh: one
 *   more balance read per page), and a follower that comes back gets its feed's latest value from the tab at once.
 *   A member's feed leaving (logout) ends the stream, as nothing of a session that ended may stay open; one
 *   followed again in the same breath (a component remounting) does not.
 * - No follower left (a hidden tab) ends the stream; followers showing again open a new one, which answers every
 *   feed's latest value first.
 * - A refused stream (an old proxy, a role) refuses every follower, now and for the page's life: they keep today's
 *   reads.
 */
export class LiveFeedsHub<TEvent extends LiveFeedEvent> {
  private readonly followers = new Set<Follower<TEvent>>();
  private stream: { feeds: ReadonlySet<LiveFeed>; latest: Map<LiveFeed, TEvent>; close: () => void } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private refused = false;

  constructor(
    private readonly open: OpenFeeds<TEvent>,
    private readonly settleMs = FOLLOW_SETTLE_MS,
  ) {}

  /** Follows `feed` until the answered function is called; `onRefused` once the tab's stream is refused. */
  follow(feed: LiveFeed, onEvent: (event: TEvent) => void, onRefused: () => void): () => void {
    if (this.refused) {
      onRefused();
      return () => undefined;
    }
    const follower = { feed, onEvent, onRefused };
    this.followers.add(follower);
    const latest = this.stream?.latest.get(feed);
    if (latest !== undefined) onEvent(latest);
    this.settleSoon();
    return () => {
      if (!this.followers.delete(follower)) return;
      // Checked once React's effects of this commit have run: a follower remounting (its cleanup, then its setup)
      // keeps the stream, where closing between the two would open the same stream again (one more balance read).
      if (MEMBER_FEEDS.has(feed)) queueMicrotask(() => this.closeUnlessFollowed(feed));
      this.settleSoon();
    };
  }

  /** The feeds of the stream open now (sorted), or null: for tests and diagnostics. */
  openFeeds(): LiveFeed[] | null {
    return this.stream === undefined ? null : [...this.stream.feeds].sort();
  }

  private closeUnlessFollowed(feed: LiveFeed): void {
    if (![...this.followers].some((follower) => follower.feed === feed)) this.close();
  }

  private settleSoon(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.settle(), this.settleMs);
  }

  private settle(): void {
    if (this.refused) return;
    const wanted = new Set([...this.followers].map((follower) => follower.feed));
    if (wanted.size === 0) return this.close();
    const open = this.stream;
    if (open !== undefined && [...wanted].every((feed) => open.feeds.has(feed))) return;
    this.close();
    const latest = new Map<LiveFeed, TEvent>();
    const stream = {
      feeds: wanted,
      latest,
      close: () => undefined as void,
    };
    this.stream = stream;
    stream.close = this.open([...wanted].sort(), {
      next: (event) => {
        if (this.stream !== stream) return;
        latest.set(event.feed, event);
        for (const follower of [...this.followers]) if (follower.feed === event.feed) follower.onEvent(event);
      },
      refused: () => {
        if (this.stream === stream) this.refuse();
      },
    });
  }

  private refuse(): void {
    this.refused = true;
    this.close();
    const refused = [...this.followers];
    this.followers.clear();
    for (const follower of refused) follower.onRefused();
  }

  private close(): void {
    const open = this.stream;
    this.stream = undefined;
    open?.close();
  }
}
