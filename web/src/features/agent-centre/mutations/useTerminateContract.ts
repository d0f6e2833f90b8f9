import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

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
  return useMutationPayload(TerminateContractMutation, 'terminateContract', { refetchQueries: 'active' }).run;
}
