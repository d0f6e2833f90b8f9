import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { SetWithdrawPasswordInput } from '../../../gql/graphql';

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
  const [mutate] = useMutation(SetWithdrawPasswordMutation, { refetchQueries: 'active' });
  return async (input: SetWithdrawPasswordInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('setWithdrawPassword returned no data');
    return data.setWithdrawPassword;
  };
}
