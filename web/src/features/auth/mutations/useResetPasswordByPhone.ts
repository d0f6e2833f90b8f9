import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';
import { writeSessionFrom } from './session-cache';

const ResetPasswordByPhoneMutation = graphql(`
  mutation ResetPasswordByPhone($input: ResetPasswordByPhoneInput!) {
    resetPasswordByPhone(input: $input) {
      viewer { ...AuthSession_viewer }
      userErrors { ...UserErrorFields @unmask }
    }
  }
`);

export function useResetPasswordByPhone() {
  const { run: resetPasswordByPhone, loading } = useMutationPayload(ResetPasswordByPhoneMutation, 'resetPasswordByPhone', { update: writeSessionFrom('resetPasswordByPhone') });
  return { resetPasswordByPhone, loading };
}
