import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
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
  const [mutate] = useMutation(AddFavouriteGameMutation, {
    update(cache, { data }) {
      const payload = data?.addFavouriteGame;
      if (payload?.game && payload.userErrors.length === 0) applyFavouriteChange(cache, payload.game.id, true);
    },
  });
  return useCallback(
    async (gameId: string) => {
      const { data } = await mutate({ variables: { input: { gameId } } });
      if (!data) throw new Error('addFavouriteGame returned no data');
      return data.addFavouriteGame;
    },
    [mutate],
  );
}
