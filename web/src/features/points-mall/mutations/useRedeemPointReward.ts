import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { RedeemPointRewardInput } from '../../../gql/graphql';

const RedeemPointRewardMutation = graphql(`
  mutation RedeemPointReward($input: RedeemPointRewardInput!) {
    redeemPointReward(input: $input) {
      order {
        id
        orderNo
        status
      }
      viewer {
        points {
          ...PointsBalance_points
        }
      }
      userErrors {
        ...RewardsUserErrorFields @unmask
      }
    }
  }
`);

/** Redeems a reward with the payment password; the points summary follows in the cache. */
export function useRedeemPointReward() {
  const [mutate] = useMutation(RedeemPointRewardMutation);
  return async (input: RedeemPointRewardInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('redeemPointReward returned no data');
    return data.redeemPointReward;
  };
}
