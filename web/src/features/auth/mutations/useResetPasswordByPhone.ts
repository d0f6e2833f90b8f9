import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ResetPasswordByPhoneInput } from '../../../gql/graphql';
import { writeSessionViewer } from './session-cache';

const ResetPasswordByPhoneMutation = graphql(`
  mutation ResetPasswordByPhone($input: ResetPasswordByPhoneInput!) {
    resetPasswordByPhone(input: $input) {
      viewer {
        ...AuthSession_viewer
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export function useResetPasswordByPhone() {
  const [mutate, { loading }] = useMutation(ResetPasswordByPhoneMutation, {
    update(cache, { data }) {
      if (data?.resetPasswordByPhone.viewer) writeSessionViewer(cache, data.resetPasswordByPhone.viewer);
    },
  });

  const resetPasswordByPhone = useCallback(
    async (input: ResetPasswordByPhoneInput) => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('resetPasswordByPhone returned no data');
      return data.resetPasswordByPhone;
    },
    [mutate],
  );

  return { resetPasswordByPhone, loading };
}
