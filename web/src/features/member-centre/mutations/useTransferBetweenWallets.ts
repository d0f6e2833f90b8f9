import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { TransferBetweenWalletsInput } from '../../../gql/graphql';

const TransferBetweenWalletsMutation = graphql(`
  mutation TransferBetweenWallets($input: TransferBetweenWalletsInput!) {
    transferBetweenWallets(input: $input) {
      transfer {
        orderNo
        amount
        fromWalletId
        toWalletId
      }
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
export function useTransferBetweenWallets() {
  const [mutate] = useMutation(TransferBetweenWalletsMutation, { refetchQueries: 'active' });
  return async (input: TransferBetweenWalletsInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('transferBetweenWallets returned no data');
    return data.transferBetweenWallets;
  };
}
