import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const WithdrawMutation = graphql(`
  mutation Withdraw($input: WithdrawInput!) {
    withdraw(input: $input) {
      withdrawal {
        id
        orderNo
        amount
        status
      }
      wallet {
        id
        heldAmount
        mainBalance
      }
      userErrors {
        ...MoneyUserErrorFields @unmask
      }
    }
  }
`);

/** Money moved or changed: every page on screen and the header's balance read again. */
export function useWithdraw() {
  return useMutationPayload(WithdrawMutation, 'withdraw', { refetchQueries: 'active' }).run;
}
