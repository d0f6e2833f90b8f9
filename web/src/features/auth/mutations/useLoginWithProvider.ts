import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';
import { writeSessionFrom } from './session-cache';

const LoginWithProviderMutation = graphql(`
  mutation LoginWithProvider($input: LoginWithProviderInput!) {
    loginWithProvider(input: $input) { ...LoginOutcome @unmask }
  }
`);

export function useLoginWithProvider() {
  const { run: loginWithProvider, loading } = useMutationPayload(LoginWithProviderMutation, 'loginWithProvider', { update: writeSessionFrom('loginWithProvider') });
  return { loginWithProvider, loading };
}
