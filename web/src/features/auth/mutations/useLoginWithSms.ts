import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { LoginWithSmsInput } from '../../../gql/graphql';
import { writeSessionViewer } from './session-cache';

const LoginWithSmsMutation = graphql(`
  mutation LoginWithSms($input: LoginWithSmsInput!) {
    loginWithSms(input: $input) {
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

export function useLoginWithSms() {
  const [mutate, { loading }] = useMutation(LoginWithSmsMutation, {
    update(cache, { data }) {
      if (data?.loginWithSms.viewer) writeSessionViewer(cache, data.loginWithSms.viewer);
    },
  });

  const loginWithSms = useCallback(
    async (input: LoginWithSmsInput) => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('loginWithSms returned no data');
      return data.loginWithSms;
    },
    [mutate],
  );

  return { loginWithSms, loading };
}
