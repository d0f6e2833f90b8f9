import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { RegisterDownlineInput } from '../../../gql/graphql';

const RegisterDownlineMutation = graphql(`
  mutation RegisterDownline($input: RegisterDownlineInput!) {
    registerDownline(input: $input) {
      downline {
        id
        account
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** An agent registers an account under itself: the agent stays logged in, and its team lists read again. */
export function useRegisterDownline() {
  const [mutate, { loading }] = useMutation(RegisterDownlineMutation, { refetchQueries: 'active' });
  const registerDownline = useCallback(
    async (input: RegisterDownlineInput) => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('registerDownline returned no data');
      return data.registerDownline;
    },
    [mutate],
  );
  return { registerDownline, loading };
}
