import { graphql } from '../../../gql';

// What every identity form reads of the site's registration rules, one field's switches and bounds (ruleFor).
// Spread with @unmask: the forms read these fields from their own fragment's data.
export const RegistrationFieldRuleFragment = graphql(`
  fragment RegistrationFieldRule on RegistrationField {
    name
    enabled
    required
    pattern
    patternId
    minLength
    maxLength
  }
`);
