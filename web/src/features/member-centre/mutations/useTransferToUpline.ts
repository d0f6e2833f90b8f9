import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const TransferToUplineMutation = graphql(`
  mutation TransferToUpline($input: TransferToUplineInput!) {
    transferToUpline(input: $input) {
      transfer {
        orderNo
        sender
        recipient
        recipientNickname
        amount
        note
        createdAt
      }
      wallet {
        id
        mainBalance
      }
      userErrors {
        ...MoneyUserErrorFields @unmask
      }
    }
  }
`);

/** Money moved or changed: every page on screen and the header's balance read again. */
export function useTransferToUpline() {
  return useMutationPayload(TransferToUplineMutation, 'transferToUpline', { refetchQueries: 'active' }).run;
}
