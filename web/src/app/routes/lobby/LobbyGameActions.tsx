import type { ReactNode } from 'react';
import { GameActionsProvider } from '../../../features/lobby/components/GameActionsProvider';
import { useLobbyGuards } from './useLobbyGuards';

/** Game tiles below launch and toggle favourites through the lobby feature, behind the app's login guards. */
export function LobbyGameActions({ children }: { children: ReactNode }) {
  const guards = useLobbyGuards();
  return <GameActionsProvider {...guards}>{children}</GameActionsProvider>;
}
