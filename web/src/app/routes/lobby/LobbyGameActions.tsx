import type { ReactNode } from 'react';
import { GameActionsProvider } from '../../../features/lobby/components/GameActionsProvider';
import { useLobbyGuards } from './useLobbyGuards';

/**
 * Game tiles below launch and toggle favourites through the lobby feature, behind the app's login guards. With
 * cardGameRooms (the card-games page) a card game opens its room list first.
 */
export function LobbyGameActions({ children, cardGameRooms = false }: { children: ReactNode; cardGameRooms?: boolean }) {
  const guards = useLobbyGuards();
  return (
    <GameActionsProvider {...guards} cardGameRooms={cardGameRooms}>
      {children}
    </GameActionsProvider>
  );
}
