import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export function useChangePassword() {
  const { run: changePassword, loading } = useMutationPayload(ChangePasswordMutation, 'changePassword');
  return { changePassword, loading };
}
