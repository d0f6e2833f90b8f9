import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ApplyPromotionInput } from '../../../gql/graphql';

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
  const [mutate] = useMutation(ApplyPromotionMutation, { context: { headers: { 'Apollo-Require-Preflight': 'true' } } });
  return async (input: ApplyPromotionInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('applyPromotion returned no data');
    return data.applyPromotion;
  };
}
