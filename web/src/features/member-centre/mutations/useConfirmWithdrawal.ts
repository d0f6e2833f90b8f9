import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const ConfirmWithdrawalMutation = graphql(`
  mutation ConfirmWithdrawal($input: ConfirmWithdrawalInput!) {
    confirmWithdrawal(input: $input) {
      confirmation {
        id
        status
        receivedAmount
        remainingAmount
        confirmedAt
      }
      userErrors {
        ...MoneyUserErrorFields @unmask
      }
    }
  }
`);

/**
 * Answers a paid withdrawal. Proof images make it a multipart request, which the gateway accepts only with the
 * Apollo-Require-Preflight header (a page on another site cannot send that header without a CORS preflight).
 */
export function useConfirmWithdrawal() {
  return useMutationPayload(ConfirmWithdrawalMutation, 'confirmWithdrawal', {
    refetchQueries: 'active',
    context: { headers: { 'Apollo-Require-Preflight': 'true' } },
  }).run;
}
