import type { MaybeMasked, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';
import { writeSessionFrom } from './session-cache';

// The mutations that log someone in. Each selects the session's viewer, which becomes the cache's (session-cache).

const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...LoginOutcome @unmask
    }
  }
`);

const LoginWithSmsMutation = graphql(`
  mutation LoginWithSms($input: LoginWithSmsInput!) {
    loginWithSms(input: $input) {
      ...LoginOutcome @unmask
    }
  }
`);

const LoginWithProviderMutation = graphql(`
  mutation LoginWithProvider($input: LoginWithProviderInput!) {
    loginWithProvider(input: $input) {
      ...LoginOutcome @unmask
    }
  }
`);

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      viewer {
        ...AuthSession_viewer
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

const ResetPasswordByPhoneMutation = graphql(`
  mutation ResetPasswordByPhone($input: ResetPasswordByPhoneInput!) {
    resetPasswordByPhone(input: $input) {
      viewer {
        ...AuthSession_viewer
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

const StartFreePlayMutation = graphql(`
  mutation StartFreePlay {
    startFreePlay {
      viewer {
        ...AuthSession_viewer
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Runs a mutation that logs someone in (useMutationPayload) and writes its payload's viewer as the session's. */
function useSessionMutation<TData, TVariables extends OperationVariables, TField extends keyof MaybeMasked<TData> & string>(
  mutation: TypedDocumentNode<TData, TVariables>,
  field: TField,
) {
  // writeSessionFrom reads `field` of any payload with a viewer; the generic data cannot show it has one.
  return useMutationPayload(mutation, field, { update: writeSessionFrom(field) as never });
}

export const useLogin = () => useSessionMutation(LoginMutation, 'login');
export const useLoginWithSms = () => useSessionMutation(LoginWithSmsMutation, 'loginWithSms');
export const useLoginWithProvider = () => useSessionMutation(LoginWithProviderMutation, 'loginWithProvider');
export const useRegister = () => useSessionMutation(RegisterMutation, 'register');
export const useResetPasswordByPhone = () => useSessionMutation(ResetPasswordByPhoneMutation, 'resetPasswordByPhone');
export const useStartFreePlay = () => useSessionMutation(StartFreePlayMutation, 'startFreePlay');
