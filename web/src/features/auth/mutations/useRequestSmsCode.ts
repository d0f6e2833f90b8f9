import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

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
  const { run: requestSmsCode, loading } = useMutationPayload(RequestSmsCodeMutation, 'requestSmsCode');
  return { requestSmsCode, loading };
}
