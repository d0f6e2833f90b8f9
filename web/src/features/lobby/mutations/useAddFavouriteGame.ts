import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';
import { applyFavouriteChange } from './favourite-cache';

const AddFavouriteGameMutation = graphql(`
  mutation AddFavouriteGame($input: FavouriteGameInput!) {
    addFavouriteGame(input: $input) {
      game {
        id
        isFavourite
      }
      userErrors {
        field
        code
      }
    }
  }
`);

export function useAddFavouriteGame() {
  const { run } = useMutationPayload(AddFavouriteGameMutation, 'addFavouriteGame', {
    update(cache, { data }) {
      const payload = data?.addFavouriteGame;
      if (payload?.game && payload.userErrors.length === 0) applyFavouriteChange(cache, payload.game.id, true);
    },
  });
  return useCallback((gameId: string) => run({ gameId }), [run]);
}
