import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { FirebaseWebOptions } from './firebase-types';

// The merchant's Firebase app is read when a visitor first uses a provider sign-in or third-party SMS, not with the
// site's first query: the home page's JavaScript does not carry it (scripts/web-budget.mjs).
const FirebaseOptionsQuery = graphql(`
  query FirebaseOptions {
    site {
      loginOptions {
        firebase {
          apiKey
          authDomain
          projectId
          appId
          emulatorUrl
        }
      }
    }
  }
`);

/** Reads the merchant's Firebase app (once; then from the cache); null when none is configured or offered. */
export function useFirebaseOptions(): () => Promise<FirebaseWebOptions | null> {
  const client = useApolloClient();
  return useCallback(async () => {
    const { data } = await client.query({ query: FirebaseOptionsQuery });
    return data?.site.loginOptions.firebase ?? null;
  }, [client]);
}
