import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';
import { writeSessionFrom } from './session-cache';

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      viewer { ...AuthSession_viewer }
      userErrors { ...UserErrorFields @unmask }
    }
  }
`);

export function useRegister() {
  const { run: register, loading } = useMutationPayload(RegisterMutation, 'register', { update: writeSessionFrom('register') });
  return { register, loading };
}
