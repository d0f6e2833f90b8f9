import type { FragmentType } from '@apollo/client';
import { HomeLobby, type HomeLobbyQueryFragment } from '../../../features/lobby/components/HomeLobby';
import { LobbyGameActions } from './LobbyGameActions';

/** The home page's games, for HomeRoute: its query spreads `...HomeLobby_query`. */
export function HomeLobbySection({ query }: { query: FragmentType<typeof HomeLobbyQueryFragment> }) {
  return (
    <LobbyGameActions>
      <HomeLobby query={query} />
    </LobbyGameActions>
  );
}
