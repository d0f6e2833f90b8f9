import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

// Both answers change the same things: the contract itself and those it ends.
export const ContractAnswerOutcomeFragment = graphql(`
  fragment ContractAnswerOutcome on ContractAnswerPayload {
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
`);

const AcceptContractMutation = graphql(`
  mutation AcceptContract($input: ContractAnswerInput!) {
    acceptContract(input: $input) {
      ...ContractAnswerOutcome @unmask
    }
  }
`);

const RejectContractMutation = graphql(`
  mutation RejectContract($input: ContractAnswerInput!) {
    rejectContract(input: $input) {
      ...ContractAnswerOutcome @unmask
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
