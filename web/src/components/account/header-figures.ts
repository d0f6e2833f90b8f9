import { useEffect } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { sessionBoundContext } from '../../lib/apollo/session-epoch';

// The header's figures come with the page's query (HeaderAccount_viewer: Viewer.headerWallet and headerCounts), so a
// logged-in page makes one request. The gateway answers them null when their platform call was slow or failed
// (spec 000 §4: "updating" first, then the sum); this query is the header's own re-read for that case, for the
// mutations that move them (refetchQueries ['HeaderBalance']) and after a game. It answers from the cache what
// the page's query brought (one cache field each, whatever `wait`), so it sends nothing on a page load.
// Its answers are session-bound: one landing after logout is dropped, so it cannot write the viewer back.
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

/** After a failed read the placeholder stays and the balance is asked for again this much later. */
export const balanceRetryMs = 30_000;

/**
 * Keeps the header's figures read: `active` false when there is nobody to read for (the member is leaving at
 * logout); `missing` when the page's query came without them, which the header then reads at once.
 */
export function useHeaderFiguresRead({ active, missing }: { active: boolean; missing: boolean }): void {
  const { error, refetch } = useQuery(HeaderBalanceQuery, { skip: !active, context: sessionBoundContext });

  useEffect(() => {
    if (active && missing) void refetch().catch(() => undefined);
  }, [active, missing, refetch]);

  useEffect(() => {
    if (!error) return undefined;
    const timer = setTimeout(() => void refetch().catch(() => undefined), balanceRetryMs);
    return () => clearTimeout(timer);
  }, [error, refetch]);
}

/**
 * Play moves money and badges: the figures read before a game are out of date when the player comes back. Null,
 * they show "updating" and the header reads them again as it returns (see useHeaderFiguresRead).
 */
export function forgetHeaderFigures(cache: ApolloCache): void {
  cache.modify({ id: 'Viewer:{}', fields: { headerWallet: () => null, headerCounts: () => null } });
}
