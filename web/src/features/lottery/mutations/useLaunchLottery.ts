import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const LaunchLotteryMutation = graphql(`
  mutation LaunchLottery($input: LaunchLotteryInput!) {
    launchLottery(input: $input) {
      url
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

/** launchLottery (lottoArea VN, launchMode LOTT): the betting or lobby view of a lottery game. */
export function useLaunchLottery() {
  return useMutationPayload(LaunchLotteryMutation, 'launchLottery').run;
}
