import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const SubmitFeedbackMutation = graphql(`
  mutation SubmitFeedback($input: SubmitFeedbackInput!) {
    submitFeedback(input: $input) {
      feedbackId
      userErrors {
        ...RewardsUserErrorFields @unmask
      }
    }
  }
`);

export function useSubmitFeedback() {
  return useMutationPayload(SubmitFeedbackMutation, 'submitFeedback').run;
}
