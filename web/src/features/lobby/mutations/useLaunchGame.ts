import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { LaunchGameInput } from '../../../gql/graphql';

const LaunchGameMutation = graphql(`
  mutation LaunchGame($input: LaunchGameInput!) {
    launchGame(input: $input) {
      url
      vendorGames {
        id
        ...GameTile_game
      }
      alternatives {
        id
        ...GameTile_game
      }
      userErrors {
        field
        code
      }
    }
  }
`);

/** launchGame: a frame address, a vendor's game list, or popular games instead of one under maintenance. */
export function useLaunchGame() {
  const [mutate, { loading }] = useMutation(LaunchGameMutation);
  const launchGame = useCallback(
    async (input: LaunchGameInput) => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('launchGame returned no data');
      return data.launchGame;
    },
    [mutate],
  );
  return { launchGame, loading };
}
