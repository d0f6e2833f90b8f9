import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const StartHumanVerificationMutation = graphql(`
  mutation StartHumanVerification {
    startHumanVerification {
      challenge
      userErrors {
        field
        code
      }
    }
  }
`);

/** A fresh ALTCHA challenge: each one answers a single login or SMS send. */
export function useStartHumanVerification() {
  const { run } = useMutationPayload(StartHumanVerificationMutation, 'startHumanVerification');
  return useCallback(async () => (await run()).challenge ?? null, [run]);
}
