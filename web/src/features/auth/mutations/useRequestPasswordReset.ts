import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      sent
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export function useRequestPasswordReset() {
  const { run: requestPasswordReset, loading } = useMutationPayload(RequestPasswordResetMutation, 'requestPasswordReset');
  return { requestPasswordReset, loading };
}
