import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ClaimRafflePromotionInput } from '../../../gql/graphql';

const ClaimRafflePromotionMutation = graphql(`
  mutation ClaimRafflePromotion($input: ClaimRafflePromotionInput!) {
    claimRafflePromotion(input: $input) {
      claim {
        id
        ticketKind
        prize
        promotion {
          id
          memberState
        }
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

/** Opens a raffle ticket; the card's state (CLAIMED) and the reward badge (the prize waits there) follow in the cache. */
export function useClaimRafflePromotion() {
  const [mutate] = useMutation(ClaimRafflePromotionMutation, { refetchQueries: ['HeaderBalance'] });
  return async (input: ClaimRafflePromotionInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('claimRafflePromotion returned no data');
    return data.claimRafflePromotion;
  };
}
