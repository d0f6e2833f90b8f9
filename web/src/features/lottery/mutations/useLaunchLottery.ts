import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { LaunchLotteryInput } from '../../../gql/graphql';

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
  const [mutate] = useMutation(LaunchLotteryMutation);
  return useCallback(
    async (input: LaunchLotteryInput) => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('launchLottery returned no data');
      return data.launchLottery;
    },
    [mutate],
  );
}
