import type { GameActionGuards } from '../../../features/lobby/components/GameActionsProvider';
import { useSessionGuards } from '../../overlays/useRequireLogin';

/**
 * The guards the game features ask for (spec 001 §4). Starting a game needs a login only (trial accounts play
 * demo money); favourites and other member actions also refuse trial accounts.
 */
export function useLobbyGuards(): GameActionGuards {
  return useSessionGuards();
}
