import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { TerminateContractInput } from '../../../gql/graphql';

const TerminateContractMutation = graphql(`
  mutation TerminateContract($input: TerminateContractInput!) {
    terminateContract(input: $input) {
      contract {
        id
        ...ContractCard_contract
      }
      terminatedContracts {
        id
        status
      }
      userErrors {
        ...AgencyUserErrorFields @unmask
      }
    }
  }
`);

/** Ending a contract may end those further down it; every list on screen reads again. */
export function useTerminateContract() {
  const [mutate] = useMutation(TerminateContractMutation, { refetchQueries: 'active' });
  return async (input: TerminateContractInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('terminateContract returned no data');
    return data.terminateContract;
  };
}
