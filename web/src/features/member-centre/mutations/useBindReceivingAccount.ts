import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { BindReceivingAccountInput } from '../../../gql/graphql';

const BindReceivingAccountMutation = graphql(`
  mutation BindReceivingAccount($input: BindReceivingAccountInput!) {
    bindReceivingAccount(input: $input) {
      receivingAccount {
        id
        bankName
        accountNumber
        holderName
      }
      userErrors {
        ...MoneyUserErrorFields @unmask
      }
    }
  }
`);

/** Money moved or changed: every page on screen and the header's balance read again. */
export function useBindReceivingAccount() {
  const [mutate] = useMutation(BindReceivingAccountMutation, { refetchQueries: 'active' });
  return async (input: BindReceivingAccountInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('bindReceivingAccount returned no data');
    return data.bindReceivingAccount;
  };
}
