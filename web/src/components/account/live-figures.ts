import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql';
import { useLiveFeed } from '../../lib/apollo/useLiveFeed';

// The gateway pushes the viewer's wallet whenever it changes (a game, a money move) and its value read afresh on
// every (re)connect. The answer lands in the normalized cache under the wallet's id, the same entity the header and
// every page show the balance from, so all of them move together without a request of their own; it is also
// written as the header's wallet (Viewer.headerWallet), which no page query asks for any more.
const LiveBalanceEventFragment = graphql(`
  fragment LiveFigures_balance on LiveFeedEvent {
    balance {
      id
      sumBalance
    }
  }
`);

// The badge counts (inbox, rewards, missions) whenever one changes. They have no id of their own: the pushed
// value is written where the header (Viewer.headerCounts) and the member menu (Viewer.counts) read them.
const LiveCountsEventFragment = graphql(`
  fragment LiveFigures_counts on LiveFeedEvent {
    counts {
      missions
      inbox
      rewards
    }
  }
`);

const HeaderCountsFragment = graphql(`
  fragment HeaderCounts_viewer on Viewer {
    headerCounts {
      missions
      inbox
      rewards
    }
  }
`);

const HeaderWalletFragment = graphql(`
  fragment HeaderWallet_viewer on Viewer {
    headerWallet {
      id
      sumBalance
    }
  }
`);

/** Writes a wallet pushed by the balance stream where the header reads it. */
export function writeLiveWallet(cache: ApolloCache, wallet: { id: string; sumBalance: string }): void {
  const viewer = { __typename: 'Viewer' as const, headerWallet: { __typename: 'Wallet' as const, id: wallet.id, sumBalance: wallet.sumBalance } };
  cache.writeFragment({ id: 'Viewer:{}', fragment: HeaderWalletFragment, fragmentName: 'HeaderWallet_viewer', data: viewer });
}

type Counts = { missions: number; inbox: number; rewards: number };

/** Writes pushed counts over the viewer's: the header's always, the member menu's when a page has read them. */
export function writeLiveCounts(cache: ApolloCache, counts: Counts): void {
  const value = { __typename: 'ViewerCounts' as const, missions: counts.missions, inbox: counts.inbox, rewards: counts.rewards };
  const viewer = { __typename: 'Viewer' as const, headerCounts: value };
  cache.writeFragment({ id: 'Viewer:{}', fragment: HeaderCountsFragment, fragmentName: 'HeaderCounts_viewer', data: viewer });
  cache.modify({ id: 'Viewer:{}', fields: { counts: () => value } });
}

/**
 * Keeps the header's balance and badge counts live while `active` (a real account is logged in) and the tab is
 * visible, over the tab's one stream; a hidden tab lets go of them and gets the latest values when shown again.
 * Each is false once refused (an old proxy): the header then reads it itself (header-figures.ts).
 */
export function useLiveFigures(active: boolean): { balance: boolean; counts: boolean } {
  const balance = useLiveFeed('BALANCE', {
    event: LiveBalanceEventFragment,
    active,
    onValue: (event, client) => event.balance && writeLiveWallet(client.cache, event.balance),
  });
  const counts = useLiveFeed('COUNTS', {
    event: LiveCountsEventFragment,
    active,
    onValue: (event, client) => event.counts && writeLiveCounts(client.cache, event.counts),
  });
  return { balance: active && !balance.refused, counts: active && !counts.refused };
}
