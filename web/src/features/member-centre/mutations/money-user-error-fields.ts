import { graphql } from '../../../gql';

// What the money forms need of a refusal to say it with its figures (bounds, limits, turnover, files, waits).
// Spread with @unmask: the forms read these fields from the mutation result itself.
export const MoneyUserErrorFieldsFragment = graphql(`
  fragment MoneyUserErrorFields on UserError {
    ...UserErrorBase @unmask
    details {
      minAmount
      maxAmount
      remainingTurnover
      dailyCount
      maxFiles
      maxBytes
      limit
    }
  }
`);
