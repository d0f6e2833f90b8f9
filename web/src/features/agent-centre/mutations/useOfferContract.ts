import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { OfferContractInput } from '../../../gql/graphql';

const OfferContractMutation = graphql(`
  mutation OfferContract($input: OfferContractInput!) {
    offerContract(input: $input) {
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

/** A new offer joins the agent's contract lists, which read again. */
export function useOfferContract() {
  const [mutate] = useMutation(OfferContractMutation, { refetchQueries: 'active' });
  return async (input: OfferContractInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('offerContract returned no data');
    return data.offerContract;
  };
}
