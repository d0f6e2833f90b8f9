import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

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
  return useMutationPayload(ClaimRafflePromotionMutation, 'claimRafflePromotion', { refetchQueries: ['HeaderBalance'] }).run;
}
