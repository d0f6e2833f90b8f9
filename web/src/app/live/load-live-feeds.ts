import type { ApolloClient } from '@apollo/client';
import type { LoadLiveFeeds } from '../../lib/apollo/useLiveFeed';

/** The tab's live stream over `client`, its code (the hub, its document) downloaded once, with the first follower. */
export function loadLiveFeeds(client: ApolloClient): LoadLiveFeeds {
  let hub: ReturnType<LoadLiveFeeds> | undefined;
  return () => (hub ??= import('./live-feeds').then(({ liveFeedsHub }) => liveFeedsHub(client)));
}
