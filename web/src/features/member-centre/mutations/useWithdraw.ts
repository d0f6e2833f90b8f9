import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { WithdrawInput } from '../../../gql/graphql';

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
  const [mutate] = useMutation(WithdrawMutation, { refetchQueries: 'active' });
  return async (input: WithdrawInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('withdraw returned no data');
    return data.withdraw;
  };
}
