import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const SetWithdrawPasswordMutation = graphql(`
  mutation SetWithdrawPassword($input: SetWithdrawPasswordInput!) {
    setWithdrawPassword(input: $input) {
      withdrawalRules {
        hasWithdrawPassword
      }
      userErrors {
        ...MoneyUserErrorFields @unmask
      }
    }
  }
`);

/** Money moved or changed: every page on screen and the header's balance read again. */
export function useSetWithdrawPassword() {
  return useMutationPayload(SetWithdrawPasswordMutation, 'setWithdrawPassword', { refetchQueries: 'active' }).run;
}
