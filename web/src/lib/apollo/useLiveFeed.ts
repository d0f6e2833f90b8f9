import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { LiveFeed } from '../../gql/schema-enums';
import { usePageVisible } from '../hooks/usePageVisible';
import type { LiveFeedEvent, LiveFeedsHub } from './live-feeds-hub';

/**
 * The tab's one live stream, as the app provides it: loaded with its first follower (followers come after the first
 * paint, and so does the stream's code). Without it every follower keeps today's reads.
 */
export type LoadLiveFeeds = () => Promise<LiveFeedsHub<LiveFeedEvent>>;
export const LiveFeedsContext = createContext<LoadLiveFeeds | null>(null);

export interface LiveFeedOptions<TValue> {
  /**
   * The follower's fragment on LiveFeedEvent, which the tab's stream document spreads unmasked
   * (app/live/live-feeds.ts): each value comes as its data. Only its type is used here.
   */
  event?: TypedDocumentNode<TValue, unknown>;
  /** False when there is nothing to follow (nobody logged in for a member's figure). Default true. */
  active?: boolean;
  /**
   * Puts a pushed value where the page reads it (the normalized cache). None for a first-paint component that only
   * says which feeds its lazy part will follow, so that the tab's first stream carries them too.
   */
  onValue?: (value: TValue, client: ApolloClient) => void;
}

/**
 * Follows one of the gateway's live feeds over the tab's one stream while `active` and the tab is visible: a hidden
 * tab lets go of it and gets the feed's latest value when shown again (the gateway answers it first on every
 * subscribe). A refused stream stops following for the rest of the page's life, and `refused` tells the caller to
 * keep today's reads instead.
 */
export function useLiveFeed<TValue>(feed: LiveFeed, { active = true, onValue }: LiveFeedOptions<TValue> = {}): { refused: boolean } {
  const loadHub = useContext(LiveFeedsContext);
  const client = useApolloClient();
  const visible = usePageVisible();
  const [refused, setRefused] = useState(loadHub === null);
  // The latest callback, without following the feed again each render.
  const onValueRef = useRef(onValue);
  useEffect(() => {
    onValueRef.current = onValue;
  });
  useEffect(() => {
    if (!active || !visible || refused || loadHub === null) return undefined;
    let stop: (() => void) | undefined;
    let left = false;
    loadHub().then(
      (hub) => {
        if (left) return;
        stop = hub.follow(
          feed,
          (event) => onValueRef.current?.(event as unknown as TValue, client),
          () => setRefused(true),
        );
      },
      () => setRefused(true),
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [loadHub, feed, active, visible, refused, client]);
  return { refused };
}
