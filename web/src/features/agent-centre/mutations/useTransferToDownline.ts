import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { TransferToDownlineInput } from '../../../gql/graphql';

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
  const [mutate] = useMutation(TransferToDownlineMutation, { refetchQueries: 'active' });
  return async (input: TransferToDownlineInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('transferToDownline returned no data');
    return data.transferToDownline;
  };
}
