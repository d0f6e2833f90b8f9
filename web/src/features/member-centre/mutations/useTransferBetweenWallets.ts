import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

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
        ...WalletBalances @unmask
      }
      userErrors {
        ...MoneyUserErrorFields @unmask
      }
    }
  }
`);

/** Money moved or changed: every page on screen and the header's balance read again. */
export function useTransferBetweenWallets() {
  return useMutationPayload(TransferBetweenWalletsMutation, 'transferBetweenWallets', { refetchQueries: 'active' }).run;
}
