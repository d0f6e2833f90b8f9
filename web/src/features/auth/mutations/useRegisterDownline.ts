import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

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
  const { run: registerDownline, loading } = useMutationPayload(RegisterDownlineMutation, 'registerDownline', { refetchQueries: 'active' });
  return { registerDownline, loading };
}
