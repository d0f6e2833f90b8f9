import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { TransferToUplineInput } from '../../../gql/graphql';

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
  const [mutate] = useMutation(TransferToUplineMutation, { refetchQueries: 'active' });
  return async (input: TransferToUplineInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('transferToUpline returned no data');
    return data.transferToUpline;
  };
}
