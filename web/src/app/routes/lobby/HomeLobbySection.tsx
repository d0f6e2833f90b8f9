import { lazy, Suspense } from 'react';
import type { FragmentType } from '@apollo/client';
import { HomeLobby, type HomeLobbyQueryFragment } from '../../../features/lobby/components/HomeLobby';
import { LobbyGameActions } from './LobbyGameActions';

// The boards' stream (and its fallback poll) load after the first paint.
const WinnersRefresh = lazy(() => import('./WinnersRefresh').then((m) => ({ default: m.WinnersRefresh })));

/** The home page's games, for HomeRoute: its query spreads `...HomeLobby_query`. */
export function HomeLobbySection({ query }: { query: FragmentType<typeof HomeLobbyQueryFragment> }) {
  return (
    <LobbyGameActions>
      <HomeLobby query={query} />
      <Suspense fallback={null}>
        <WinnersRefresh />
      </Suspense>
    </LobbyGameActions>
  );
}
