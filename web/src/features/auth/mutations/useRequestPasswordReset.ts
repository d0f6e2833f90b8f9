import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { RequestPasswordResetInput } from '../../../gql/graphql';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      sent
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export function useRequestPasswordReset() {
  const [mutate, { loading }] = useMutation(RequestPasswordResetMutation);

  const requestPasswordReset = useCallback(
    async (input: RequestPasswordResetInput) => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('requestPasswordReset returned no data');
      return data.requestPasswordReset;
    },
    [mutate],
  );

  return { requestPasswordReset, loading };
}
