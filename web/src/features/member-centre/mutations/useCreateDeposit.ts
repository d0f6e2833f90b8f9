import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

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
  return useMutationPayload(CreateDepositMutation, 'createDeposit').run;
}
