import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { RequestSmsCodeInput } from '../../../gql/graphql';

const RequestSmsCodeMutation = graphql(`
  mutation RequestSmsCode($input: RequestSmsCodeInput!) {
    requestSmsCode(input: $input) {
      resendAfterSeconds
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export function useRequestSmsCode() {
  const [mutate, { loading }] = useMutation(RequestSmsCodeMutation);

  const requestSmsCode = useCallback(
    async (input: RequestSmsCodeInput) => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('requestSmsCode returned no data');
      return data.requestSmsCode;
    },
    [mutate],
  );

  return { requestSmsCode, loading };
}
