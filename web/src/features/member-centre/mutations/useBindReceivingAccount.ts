import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const BindReceivingAccountMutation = graphql(`
  mutation BindReceivingAccount($input: BindReceivingAccountInput!) {
    bindReceivingAccount(input: $input) {
      receivingAccount {
        ...ReceivingAccountFields @unmask
      }
      userErrors {
        ...MoneyUserErrorFields @unmask
      }
    }
  }
`);

/** Money moved or changed: every page on screen and the header's balance read again. */
export function useBindReceivingAccount() {
  return useMutationPayload(BindReceivingAccountMutation, 'bindReceivingAccount', { refetchQueries: 'active' }).run;
}
