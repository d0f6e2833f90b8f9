import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import { LiveFeedsHub, type LiveFeedEvent } from '../../lib/apollo/live-feeds-hub';

// The tab's one stream: every follower's fragment on LiveFeedEvent, unmasked, so each follower gets its own data
// (lib/apollo/useLiveFeed.ts). A new follower is one more spread here. One static document, so it goes by hash.
const LiveFeedsSubscription = graphql(`
  subscription LiveFeeds($feeds: [LiveFeed!]!) {
    liveFeeds(feeds: $feeds) {
      feed
      ...LiveFigures_balance @unmask
      ...LiveFigures_counts @unmask
      ...LiveJackpot_event @unmask
      ...LiveWinners_event @unmask
      ...LiveNotices_event @unmask
      ...LiveSiteStatus_event @unmask
    }
  }
`);

/**
 * The tab's live stream over `client` (its links send subscriptions to the gateway's event streams). A result
 * with errors, or a stream that ends or fails (after the SSE client's retries), is a refusal.
 */
export function liveFeedsHub(client: ApolloClient): LiveFeedsHub<LiveFeedEvent> {
  return new LiveFeedsHub((feeds, sink) => {
    const subscription = client.subscribe({ query: LiveFeedsSubscription, variables: { feeds } }).subscribe({
      next: (result) => (result.error === undefined && result.data ? sink.next(result.data.liveFeeds) : sink.refused()),
      error: () => sink.refused(),
      complete: () => sink.refused(),
    });
    return () => subscription.unsubscribe();
  });
}
