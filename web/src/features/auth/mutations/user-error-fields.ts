import { graphql } from '../../../gql';

// What every identity form needs of a refusal to show it under its field (bounds, pattern, digits, wait).
// Spread with @unmask: the forms read these fields from the mutation result itself.
export const UserErrorFieldsFragment = graphql(`
  fragment UserErrorFields on UserError {
    ...UserErrorBase @unmask
    details {
      patternId
      digits
    }
  }
`);
