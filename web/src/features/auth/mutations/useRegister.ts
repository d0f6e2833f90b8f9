import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { RegisterInput } from '../../../gql/graphql';
import { writeSessionViewer } from './session-cache';

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      viewer {
        ...AuthSession_viewer
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export function useRegister() {
  const [mutate, { loading }] = useMutation(RegisterMutation, {
    update(cache, { data }) {
      if (data?.register.viewer) writeSessionViewer(cache, data.register.viewer);
    },
  });

  const register = useCallback(
    async (input: RegisterInput) => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('register returned no data');
      return data.register;
    },
    [mutate],
  );

  return { register, loading };
}
