import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ChangePasswordInput } from '../../../gql/graphql';

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
  const [mutate, { loading }] = useMutation(ChangePasswordMutation);

  const changePassword = useCallback(
    async (input: ChangePasswordInput) => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('changePassword returned no data');
      return data.changePassword;
    },
    [mutate],
  );

  return { changePassword, loading };
}
