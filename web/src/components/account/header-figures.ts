import { useEffect } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { sessionBoundContext } from '../../lib/apollo/session-epoch';

// The header is the one reader of its figures (issue 34: page queries no longer ask for the balance). For a real
// account they come over the tab's live stream (live-figures.ts, both or neither), whose first value is read afresh
// on every subscribe; for a trial account, or where the stream is refused, this query reads them (with `wait`: no
// deadline), once per page load: later pages answer it from the cache. The mutations that move them refetch it
// (refetchQueries ['HeaderBalance']) when it is the reader. Its answers are session-bound: one landing after logout
// is dropped, so it cannot write the viewer back.
const HeaderBalanceQuery = graphql(`
  query HeaderBalance {
    viewer {
      headerWallet(wait: true) {
        id
        sumBalance
      }
      headerCounts(wait: true) {
        missions
        inbox
        rewards
      }
    }
  }
`);

// What the header shows, wherever it came from (this query, a stream, a mutation's payload).
const HeaderFiguresFragment = graphql(`
  fragment HeaderFigures_viewer on Viewer {
    headerWallet {
      id
      sumBalance
    }
    headerCounts {
      missions
      inbox
      rewards
    }
  }
`);

/** After a failed read the placeholder stays and the balance is asked for again this much later. */
export const balanceRetryMs = 30_000;

export interface HeaderFigures {
  wallet: { id: string; sumBalance: string } | null;
  counts: { missions: number; inbox: number; rewards: number } | null;
}

/**
 * The header's figures: `active` false when there is nobody to read for (the member is leaving at logout);
 * `live` while its streams bring them (then nothing is read here). Null while not read yet or forgotten (a game was
 * played), which the header shows as "updating".
 */
export function useHeaderFigures({ active, live }: { active: boolean; live: boolean }): HeaderFigures {
  const reads = active && !live;
  const { error, refetch } = useQuery(HeaderBalanceQuery, { skip: !reads, context: sessionBoundContext });
  const { data } = useFragment({ fragment: HeaderFiguresFragment, fragmentName: 'HeaderFigures_viewer', from: 'Viewer:{}' });
  // Each is written whole (by a read, a stream or a mutation's payload), or not at all.
  const wallet = (data.headerWallet ?? null) as HeaderFigures['wallet'];
  const counts = (data.headerCounts ?? null) as HeaderFigures['counts'];
  // Forgotten after a game (null, not absent): read again as the header returns.
  const forgotten = data.headerWallet === null;

  useEffect(() => {
    if (reads && forgotten) void refetch().catch(() => undefined);
  }, [reads, forgotten, refetch]);

  useEffect(() => {
    if (!error || !reads) return undefined;
    const timer = setTimeout(() => void refetch().catch(() => undefined), balanceRetryMs);
    return () => clearTimeout(timer);
  }, [error, reads, refetch]);

  return active ? { wallet, counts } : { wallet: null, counts: null };
}

/**
 * Play moves money and badges: the figures read before a game are out of date when the player comes back. Null,
 * they show "updating" until the header's streams, opening again as it returns, bring them read afresh (or, without
 * streams, its query reads them again).
 */
export function forgetHeaderFigures(cache: ApolloCache): void {
  cache.modify({ id: 'Viewer:{}', fields: { headerWallet: () => null, headerCounts: () => null } });
}
