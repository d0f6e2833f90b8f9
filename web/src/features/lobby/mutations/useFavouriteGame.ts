import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';
import { applyFavouriteChange } from './favourite-cache';

// Adding and removing answer alike: the game's heart as it now stands.
export const FavouriteGameOutcomeFragment = graphql(`
  fragment FavouriteGameOutcome on FavouriteGamePayload {
    game {
      id
      isFavourite
    }
    userErrors {
      field
      code
    }
  }
`);

const AddFavouriteGameMutation = graphql(`
  mutation AddFavouriteGame($input: FavouriteGameInput!) {
    addFavouriteGame(input: $input) {
      ...FavouriteGameOutcome @unmask
    }
  }
`);

const RemoveFavouriteGameMutation = graphql(`
  mutation RemoveFavouriteGame($input: FavouriteGameInput!) {
    removeFavouriteGame(input: $input) {
      ...FavouriteGameOutcome @unmask
    }
  }
`);

/** Sets (`true`) or clears a game's heart; the cache follows once the server has said yes. */
export function useFavouriteGame() {
  const add = useMutationPayload(AddFavouriteGameMutation, 'addFavouriteGame', {
    update: (cache, { data }) => followFavourite(cache, data?.addFavouriteGame, true),
  }).run;
  const remove = useMutationPayload(RemoveFavouriteGameMutation, 'removeFavouriteGame', {
    update: (cache, { data }) => followFavourite(cache, data?.removeFavouriteGame, false),
  }).run;
  return useCallback((gameId: string, favourite: boolean) => (favourite ? add : remove)({ gameId }), [add, remove]);
}

type Outcome = { game?: { id: string } | null; userErrors: readonly unknown[] } | null | undefined;

function followFavourite(cache: Parameters<typeof applyFavouriteChange>[0], payload: Outcome, favourite: boolean) {
  if (payload?.game && payload.userErrors.length === 0) applyFavouriteChange(cache, payload.game.id, favourite);
}
