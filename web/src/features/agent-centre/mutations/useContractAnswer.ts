import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ContractAnswerInput } from '../../../gql/graphql';

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
  const [accept] = useMutation(AcceptContractMutation, { refetchQueries: 'active' });
  const [reject] = useMutation(RejectContractMutation, { refetchQueries: 'active' });
  return {
    accept: async (input: ContractAnswerInput) => {
      const { data } = await accept({ variables: { input } });
      if (!data) throw new Error('acceptContract returned no data');
      return data.acceptContract;
    },
    reject: async (input: ContractAnswerInput) => {
      const { data } = await reject({ variables: { input } });
      if (!data) throw new Error('rejectContract returned no data');
      return data.rejectContract;
    },
  };
}
