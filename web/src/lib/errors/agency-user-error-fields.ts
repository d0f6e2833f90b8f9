import { graphql } from '../../gql';

// What the agent centre's and the contract request screen's forms need of a refusal to say it with its figures
// (amount bounds, the rate allowed, text lengths, waits). Shared by two features, so it sits below them.
// Spread with @unmask: the forms read these fields from the mutation result itself.
export const AgencyUserErrorFieldsFragment = graphql(`
  fragment AgencyUserErrorFields on UserError {
    ...UserErrorBase @unmask
    details {
      minAmount
      maxAmount
      maxRate
    }
  }
`);
