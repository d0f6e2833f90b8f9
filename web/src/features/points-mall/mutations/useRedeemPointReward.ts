import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

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
  return useMutationPayload(RedeemPointRewardMutation, 'redeemPointReward').run;
}
