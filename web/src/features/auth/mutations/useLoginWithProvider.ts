import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';
import { writeSessionFrom } from './session-cache';

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
  const { run: loginWithProvider, loading } = useMutationPayload(LoginWithProviderMutation, 'loginWithProvider', { update: writeSessionFrom('loginWithProvider') });
  return { loginWithProvider, loading };
}
