import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const ConvertPointsMutation = graphql(`
  mutation ConvertPoints($input: ConvertPointsInput!) {
    convertPoints(input: $input) {
      conversion {
        orderNo
        points
        amount
        mainBalance
      }
      viewer {
        points {
          ...PointsBalance_points
        }
      }
      userErrors {
        ...RewardsUserErrorFields @unmask
      }
    }
  }
`);

/** Turns points into money in the main wallet: the summary follows in the cache, the header reads its balance again. */
export function useConvertPoints() {
  return useMutationPayload(ConvertPointsMutation, 'convertPoints', { refetchQueries: ['HeaderBalance'] }).run;
}
