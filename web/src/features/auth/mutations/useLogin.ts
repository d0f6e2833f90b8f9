import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { LoginInput } from '../../../gql/graphql';
import { writeSessionViewer } from './session-cache';

const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
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

export function useLogin() {
  const [mutate, { loading }] = useMutation(LoginMutation, {
    update(cache, { data }) {
      if (data?.login.viewer) writeSessionViewer(cache, data.login.viewer);
    },
  });

  const login = useCallback(
    async (input: LoginInput) => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('login returned no data');
      return data.login;
    },
    [mutate],
  );

  return { login, loading };
}
