import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

// The header's one request of its own, not part of the login or of a route query: a slow or failing wallet call
// must neither hold up nor fail the rest of the page (spec 000 §4: "updating" first, then the sum).
// Every mount reads it afresh, so coming back from a game (a page without the header) shows what play moved.
// It stays out of the cache (no-cache): an answer still in flight at logout would otherwise write the viewer
// back into Query.viewer after logout cleared it, and the header would think someone is still logged in.
// The badge counts ride along (spec 001 §2), so they cost no request of their own; trial accounts, which the
// gateway refuses them, leave them out.
const HeaderBalanceQuery = graphql(`
  query HeaderBalance($withCounts: Boolean!) {
    viewer {
      wallet {
        id
        sumBalance
        currency
      }
      counts @include(if: $withCounts) {
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
 * The balance and, for real accounts, the badge counts; read again by mutations that move them (refetchQueries).
 * `withCounts` null: nobody to read for (the member is leaving at logout), so nothing is asked.
 */
export function useHeaderFigures(withCounts: boolean | null) {
  const { data, error, refetch } = useQuery(HeaderBalanceQuery, {
    variables: { withCounts: withCounts ?? false },
    fetchPolicy: 'no-cache',
    skip: withCounts === null,
  });

  useEffect(() => {
    if (!error) return undefined;
    const timer = setTimeout(() => void refetch().catch(() => undefined), balanceRetryMs);
    return () => clearTimeout(timer);
  }, [error, refetch]);

  // A failed refresh keeps the figures already shown (Apollo keeps the last data beside the error).
  return { wallet: data?.viewer?.wallet ?? null, counts: data?.viewer?.counts ?? null };
}
