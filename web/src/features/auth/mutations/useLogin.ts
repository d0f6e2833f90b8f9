import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { LoginInput } from '../../../gql/graphql';

// The payload asks for the header's viewer fragment by name, so the header can render the member straight
// from this response: no second request after logging in.
const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      viewer {
        ...HeaderAccount_viewer
      }
      captchaRequired
      userErrors {
        field
        code
      }
    }
  }
`);

// Writes the new viewer into Query.viewer, which every route query (and so the app shell) reads.
const LoginViewerFragment = graphql(`
  fragment UseLogin_query on Query {
    viewer {
      ...HeaderAccount_viewer
    }
  }
`);

export function useLogin() {
  const [mutate, { loading }] = useMutation(LoginMutation, {
    update(cache, { data }) {
      const viewer = data?.login.viewer;
      if (!viewer) return;
      cache.writeFragment({
        id: 'ROOT_QUERY',
        fragment: LoginViewerFragment,
        fragmentName: 'UseLogin_query',
        data: { viewer },
      });
    },
  });

  const login = useCallback(
    async (input: LoginInput) => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('login returned no data');
      return data.login;
    },
    [mutate],
  );

  return { login, loading };
}
