import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CreateDepositInput } from '../../../gql/graphql';

const CreateDepositMutation = graphql(`
  mutation CreateDeposit($input: CreateDepositInput!) {
    createDeposit(input: $input) {
      deposit {
        id
        ...DepositOrderPanel_order
      }
      userErrors {
        ...MoneyUserErrorFields @unmask
      }
    }
  }
`);

export function useCreateDeposit() {
  const [mutate] = useMutation(CreateDepositMutation);
  return async (input: CreateDepositInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('createDeposit returned no data');
    return data.createDeposit;
  };
}
