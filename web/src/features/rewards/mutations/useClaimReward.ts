import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const ClaimRewardMutation = graphql(`
  mutation ClaimReward($input: ClaimRewardInput!) {
    claimReward(input: $input) {
      reward {
        id
        status
        claimedAt
      }
      viewer {
        ...ViewerCounts_viewer
      }
      userErrors {
        ...RewardsUserErrorFields @unmask
      }
    }
  }
`);

/** Claims a reward centre item; the item and the badges update in the cache, the header reads its balance again. */
export function useClaimReward() {
  return useMutationPayload(ClaimRewardMutation, 'claimReward', { refetchQueries: ['HeaderBalance'] }).run;
}
