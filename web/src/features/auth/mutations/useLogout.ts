import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { errorCode } from '../../../lib/errors/error-code';
import { clearSession } from './session-cache';

const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      userErrors {
        field
        code
      }
    }
  }
`);

export function useLogout() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(LogoutMutation, { update: clearSession });

  const logout = useCallback(async () => {
    try {
      await mutate();
    } catch (error) {
      // A session that already expired is as logged out as it gets: forget the member here too.
      if (errorCode(error) !== 'UNAUTHENTICATED') throw error;
      clearSession(client.cache);
    }
  }, [client, mutate]);

  return { logout, loading };
}
