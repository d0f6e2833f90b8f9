import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';
import { writeSessionFrom } from './session-cache';

const LoginWithSmsMutation = graphql(`
  mutation LoginWithSms($input: LoginWithSmsInput!) {
    loginWithSms(input: $input) { ...LoginOutcome @unmask }
  }
`);

export function useLoginWithSms() {
  const { run: loginWithSms, loading } = useMutationPayload(LoginWithSmsMutation, 'loginWithSms', { update: writeSessionFrom('loginWithSms') });
  return { loginWithSms, loading };
}
