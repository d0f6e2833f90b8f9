import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const AcceptContractMutation = graphql(`
  mutation AcceptContract($input: ContractAnswerInput!) {
    acceptContract(input: $input) {
      contract {
        id
        ...ContractCard_contract
      }
      affectedContracts {
        id
        ...ContractCard_contract
      }
      userErrors {
        ...AgencyUserErrorFields @unmask
      }
    }
  }
`);

const RejectContractMutation = graphql(`
  mutation RejectContract($input: ContractAnswerInput!) {
    rejectContract(input: $input) {
      contract {
        id
        ...ContractCard_contract
      }
      affectedContracts {
        id
        ...ContractCard_contract
      }
      userErrors {
        ...AgencyUserErrorFields @unmask
      }
    }
  }
`);

/**
 * The downline's answers to an offer. Accepting may end other contracts (the one it replaces, and by the
 * downline-rate rule those given further down), so every list on screen reads again.
 */
export function useContractAnswer() {
  return {
    accept: useMutationPayload(AcceptContractMutation, 'acceptContract', { refetchQueries: 'active' }).run,
    reject: useMutationPayload(RejectContractMutation, 'rejectContract', { refetchQueries: 'active' }).run,
  };
}
