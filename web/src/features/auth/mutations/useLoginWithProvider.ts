import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { LoginWithProviderInput } from '../../../gql/graphql';
import { writeSessionViewer } from './session-cache';

const LoginWithProviderMutation = graphql(`
  mutation LoginWithProvider($input: LoginWithProviderInput!) {
    loginWithProvider(input: $input) {
      viewer {
        ...AuthSession_viewer
      }
      captchaRequired
      firstTimeLogin
      passwordChangeRequired
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export function useLoginWithProvider() {
  const [mutate, { loading }] = useMutation(LoginWithProviderMutation, {
    update(cache, { data }) {
      if (data?.loginWithProvider.viewer) writeSessionViewer(cache, data.loginWithProvider.viewer);
    },
  });

  const loginWithProvider = useCallback(
    async (input: LoginWithProviderInput) => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('loginWithProvider returned no data');
      return data.loginWithProvider;
    },
    [mutate],
  );

  return { loginWithProvider, loading };
}
