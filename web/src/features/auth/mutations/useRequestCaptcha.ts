import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const RequestCaptchaMutation = graphql(`
  mutation RequestCaptcha {
    requestCaptcha {
      image
      userErrors {
        field
        code
      }
    }
  }
`);

export function useRequestCaptcha() {
  const { run: requestCaptcha, loading } = useMutationPayload(RequestCaptchaMutation, 'requestCaptcha');
  return { requestCaptcha, loading };
}
