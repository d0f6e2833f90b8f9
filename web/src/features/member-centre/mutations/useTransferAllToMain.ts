import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const TransferAllToMainMutation = graphql(`
  mutation TransferAllToMain($input: TransferAllToMainInput!) {
    transferAllToMain(input: $input) {
      movedAmount
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
export function useTransferAllToMain() {
  return useMutationPayload(TransferAllToMainMutation, 'transferAllToMain', { refetchQueries: 'active' }).run;
}
