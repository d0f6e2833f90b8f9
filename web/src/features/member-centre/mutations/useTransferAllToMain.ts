import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { TransferAllToMainInput } from '../../../gql/graphql';

const TransferAllToMainMutation = graphql(`
  mutation TransferAllToMain($input: TransferAllToMainInput!) {
    transferAllToMain(input: $input) {
      movedAmount
      wallet {
        id
        sumBalance
        mainBalance
        vendorWallets {
          walletId
          name
          balance
        }
      }
      userErrors {
        ...MoneyUserErrorFields @unmask
      }
    }
  }
`);

/** Money moved or changed: every page on screen and the header's balance read again. */
export function useTransferAllToMain() {
  const [mutate] = useMutation(TransferAllToMainMutation, { refetchQueries: 'active' });
  return async (input: TransferAllToMainInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('transferAllToMain returned no data');
    return data.transferAllToMain;
  };
}
