import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

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
  return useMutationPayload(OfferContractMutation, 'offerContract', { refetchQueries: 'active' }).run;
}
