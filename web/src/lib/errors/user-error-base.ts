import { graphql } from '../../gql';

// What every form reads of a refusal: the field it belongs to, its code, and the bounds and wait any form may
// name. Each domain's fragment (auth, money, agency, rewards) spreads it with @unmask and adds its own details.
export const UserErrorBaseFragment = graphql(`
  fragment UserErrorBase on UserError {
    field
    code
    details {
      minLength
      maxLength
      retryAfterSeconds
    }
  }
`);
