import { graphql } from '../../../gql';

// A transfer between the member's wallets answers the wallet re-read: every balance it moved, and the sum the
// header shows. Spread with @unmask: the transfer forms read these fields from the mutation result itself.
export const WalletBalancesFragment = graphql(`
  fragment WalletBalances on Wallet {
    id
    sumBalance
    mainBalance
    vendorWallets {
      walletId
      name
      balance
    }
  }
`);
