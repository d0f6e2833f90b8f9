import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../../gql';

const AffiliateCodeCheckQuery = graphql(`
  query AffiliateCodeCheck($code: String!) {
    affiliateCode(code: $code) {
      code
      valid
    }
  }
`);

/** Checks a typed invitation code before registering (spec 000 §4: validate, check the code, register). */
export function useAffiliateCodeCheck() {
  const client = useApolloClient();
  return useCallback(
    async (code: string) => {
      const { data } = await client.query({ query: AffiliateCodeCheckQuery, variables: { code }, fetchPolicy: 'network-only' });
      return data?.affiliateCode.valid ?? false;
    },
    [client],
  );
}
