import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ConfirmWithdrawalInput } from '../../../gql/graphql';

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
  const [mutate] = useMutation(ConfirmWithdrawalMutation, {
    refetchQueries: 'active',
    context: { headers: { 'Apollo-Require-Preflight': 'true' } },
  });
  return async (input: ConfirmWithdrawalInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('confirmWithdrawal returned no data');
    return data.confirmWithdrawal;
  };
}
