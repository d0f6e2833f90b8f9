import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
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
  const [mutate] = useMutation(RemoveFavouriteGameMutation, {
    update(cache, { data }) {
      const payload = data?.removeFavouriteGame;
      if (payload?.game && payload.userErrors.length === 0) applyFavouriteChange(cache, payload.game.id, false);
    },
  });
  return useCallback(
    async (gameId: string) => {
      const { data } = await mutate({ variables: { input: { gameId } } });
      if (!data) throw new Error('removeFavouriteGame returned no data');
      return data.removeFavouriteGame;
    },
    [mutate],
  );
}
