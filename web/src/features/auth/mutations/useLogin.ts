import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';
import { writeSessionFrom } from './session-cache';

const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) { ...LoginOutcome @unmask }
  }
`);

export function useLogin() {
  const { run: login, loading } = useMutationPayload(LoginMutation, 'login', { update: writeSessionFrom('login') });
  return { login, loading };
}
