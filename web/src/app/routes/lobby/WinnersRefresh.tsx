import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useLiveWinners } from '../../../features/lobby/live-winners';
import { winnersPollInterval } from './HomeLobbySection.poll';

// The boards' own refresh where streams are refused: it rewrites the fields the page's query read, so the list
// updates in place.
const HomeWinnersRefreshQuery = graphql(`
  query HomeWinnersRefresh {
    ...WinnersList_query
  }
`);

/**
 * Keeps the winners boards fresh while the page is open: pushed over the winners stream, or where streams are
 * refused (an old proxy) polled as before: the first answer is the page's own data in the cache (no request), then
 * one request per interval, skipped while the tab is hidden. Renders nothing, so an update re-renders only the
 * board that reads the fields; loaded after the first paint.
 */
export function WinnersRefresh() {
  const { refused } = useLiveWinners();
  useQuery(HomeWinnersRefreshQuery, {
    skip: !refused,
    fetchPolicy: 'cache-first',
    pollInterval: winnersPollInterval(),
    skipPollAttempt: () => document.visibilityState === 'hidden',
  });
  return null;
}
