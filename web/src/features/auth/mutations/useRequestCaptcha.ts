import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

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
  const [mutate, { loading }] = useMutation(RequestCaptchaMutation);

  const requestCaptcha = useCallback(async () => {
    const { data } = await mutate();
    if (!data) throw new Error('requestCaptcha returned no data');
    return data.requestCaptcha;
  }, [mutate]);

  return { requestCaptcha, loading };
}
