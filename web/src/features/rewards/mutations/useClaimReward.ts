import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ClaimRewardInput } from '../../../gql/graphql';

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
  const [mutate] = useMutation(ClaimRewardMutation, { refetchQueries: ['HeaderBalance'] });
  return async (input: ClaimRewardInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('claimReward returned no data');
    return data.claimReward;
  };
}
