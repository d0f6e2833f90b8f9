import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const ApplyPromotionMutation = graphql(`
  mutation ApplyPromotion($input: ApplyPromotionInput!) {
    applyPromotion(input: $input) {
      application {
        id
        status
        promotion {
          id
          memberState
        }
      }
      userErrors {
        ...RewardsUserErrorFields @unmask
      }
    }
  }
`);

/**
 * Applies with a comment and proof images. Images make it a multipart request (the client's upload link), which
 * the gateway accepts only with the Apollo-Require-Preflight header (a page on another site cannot send that
 * header without a CORS preflight). The card's state (APPLYING) follows in the cache.
 */
export function useApplyPromotion() {
  return useMutationPayload(ApplyPromotionMutation, 'applyPromotion', { context: { headers: { 'Apollo-Require-Preflight': 'true' } } }).run;
}
