import type { FragmentType } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { HomeLobby, type HomeLobbyQueryFragment } from '../../../features/lobby/components/HomeLobby';
import { winnersPollInterval } from './HomeLobbySection.poll';
import { LobbyGameActions } from './LobbyGameActions';

// The boards' own refresh: it rewrites the fields the page's query read, so the list updates in place.
const HomeWinnersRefreshQuery = graphql(`
  query HomeWinnersRefresh {
    ...WinnersList_query
  }
`);

/**
 * Polls the winners boards while the page is open: the first answer is the page's own data in the cache (no
 * request), then one request per interval, skipped while the tab is hidden. Renders nothing, so a refresh
 * re-renders only the board that reads the fields.
 */
function WinnersRefresh() {
  useQuery(HomeWinnersRefreshQuery, {
    fetchPolicy: 'cache-first',
    pollInterval: winnersPollInterval(),
    skipPollAttempt: () => document.visibilityState === 'hidden',
  });
  return null;
}

/** The home page's games, for HomeRoute: its query spreads `...HomeLobby_query`. */
export function HomeLobbySection({ query }: { query: FragmentType<typeof HomeLobbyQueryFragment> }) {
  return (
    <LobbyGameActions>
      <HomeLobby query={query} />
      <WinnersRefresh />
    </LobbyGameActions>
  );
}
