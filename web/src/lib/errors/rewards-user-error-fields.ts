import { graphql } from '../../gql';

// What the points, promotion, reward and feedback forms need of a refusal to say it with its figures (points
// bounds, VIP level, stock, word bounds, files, waits). Shared by several features, so it sits below them.
// Spread with @unmask: the forms read these fields from the mutation result itself.
export const RewardsUserErrorFieldsFragment = graphql(`
  fragment RewardsUserErrorFields on UserError {
    ...UserErrorBase @unmask
    details {
      maxFiles
      maxBytes
      limit
      maxPoints
      minPoints
      minVipLevel
      minWords
      maxWords
    }
  }
`);
