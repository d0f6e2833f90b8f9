import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

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
  const { run: launchGame, loading } = useMutationPayload(LaunchGameMutation, 'launchGame');
  return { launchGame, loading };
}
