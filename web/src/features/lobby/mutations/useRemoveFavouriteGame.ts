import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';
import { applyFavouriteChange } from './favourite-cache';

const RemoveFavouriteGameMutation = graphql(`
  mutation RemoveFavouriteGame($input: FavouriteGameInput!) {
    removeFavouriteGame(input: $input) {
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

export function useRemoveFavouriteGame() {
  const { run } = useMutationPayload(RemoveFavouriteGameMutation, 'removeFavouriteGame', {
    update(cache, { data }) {
      const payload = data?.removeFavouriteGame;
      if (payload?.game && payload.userErrors.length === 0) applyFavouriteChange(cache, payload.game.id, false);
    },
  });
  return useCallback((gameId: string) => run({ gameId }), [run]);
}
