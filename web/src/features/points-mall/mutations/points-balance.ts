import { graphql } from '../../../gql';

// The points a redemption or conversion moves: spread on the payload's viewer, so the summary follows in the cache.
export const PointsBalanceFragment = graphql(`
  fragment PointsBalance_points on PointsAccount {
    id
    balance
    pendingPoints
    totalEarned
    totalSpent
  }
`);
