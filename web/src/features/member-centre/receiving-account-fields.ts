import { graphql } from '../../gql';

// A bound receiving account as the member's pages show it (the withdraw form's choices, the security centre's list)
// and as binding one answers it. Spread with @unmask: the pages read these fields from their own data.
export const ReceivingAccountFieldsFragment = graphql(`
  fragment ReceivingAccountFields on ReceivingAccount {
    id
    bankName
    accountNumber
    holderName
  }
`);
