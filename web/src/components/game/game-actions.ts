import { createContext, useContext } from 'react';
import type { GameCategory } from '../../gql/graphql';

/** What a tile knows about its game when the player acts on it. */
export interface GameSummary {
  id: string;
  name: string;
  vendorCode: string;
  category: GameCategory;
  /** The vendor's own code of the game: a lottery game's opens its lottery page. */
  gameCode?: string | null;
  /** Whether the tile shows it as a favourite (what a toggle turns around). */
  favourite?: boolean;
}

/**
 * What players do with a game tile. The lobby feature implements it (launch, favourites, their dialogs); the app
 * layer wires in the login guards. Tiles only call it, so any page can show tiles inside a provider.
 */
export interface LaunchOptions {
  /** Where the game's Back button returns; by default the page the game was started from. */
  returnTo?: string;
  /** Replace the current history entry (a page that only exists to start a game). */
  replace?: boolean;
}

export interface GameActions {
  /** What a tile does when clicked: a launch, or the page of a vendor that has its own (FB sports). */
  open: (game: GameSummary) => void;
  /** Start the game (or the vendor's lobby) in the game frame, behind the login guard. */
  launch: (game: GameSummary, options?: LaunchOptions) => void;
  toggleFavourite: (game: GameSummary) => void;
  /**
   * From the member's favourite ids (every page with tiles reads them; the tiles do not ask Game.isFavourite, so a
   * game list is the same for every member and the gateway shares it). False while the ids are not known.
   */
  isFavourite: (gameId: string) => boolean;
  /** A favourite change of this game is on its way to the server. */
  isFavouritePending: (gameId: string) => boolean;
}

export const GameActionsContext = createContext<GameActions | null>(null);

export function useGameActions(): GameActions {
  const actions = useContext(GameActionsContext);
  if (!actions) throw new Error('Game tiles must be rendered inside a GameActionsContext provider');
  return actions;
}
