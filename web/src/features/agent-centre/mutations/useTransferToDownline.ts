import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const TransferToDownlineMutation = graphql(`
  mutation TransferToDownline($input: TransferToDownlineInput!) {
    transferToDownline(input: $input) {
      transfer {
        orderNo
        sender
        senderNickname
        recipient
        recipientNickname
        amount
        note
        createdAt
      }
      wallet {
        id
      }
      userErrors {
        ...AgencyUserErrorFields @unmask
      }
    }
  }
`);

/** Money moved: the pages on screen (balances, the team's lines) and the header's balance read again. */
export function useTransferToDownline() {
  return useMutationPayload(TransferToDownlineMutation, 'transferToDownline', { refetchQueries: 'active' }).run;
}
