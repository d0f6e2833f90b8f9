import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ConvertPointsInput } from '../../../gql/graphql';

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
  const [mutate] = useMutation(ConvertPointsMutation, { refetchQueries: ['HeaderBalance'] });
  return async (input: ConvertPointsInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('convertPoints returned no data');
    return data.convertPoints;
  };
}
