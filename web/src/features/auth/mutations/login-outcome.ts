import { graphql } from '../../../gql';

// The three ways of logging in (password, SMS code, a provider) answer the same LoginPayload; their forms read
// it alike (useLoginForm's handlePayload). Spread with @unmask: the forms read these fields from the result itself.
export const LoginOutcomeFragment = graphql(`
  fragment LoginOutcome on LoginPayload {
    viewer {
      ...AuthSession_viewer
    }
    captchaRequired
    firstTimeLogin
    passwordChangeRequired
    userErrors {
      ...UserErrorFields @unmask
    }
  }
`);
