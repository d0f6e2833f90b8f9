import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { SubmitFeedbackInput } from '../../../gql/graphql';

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
  const [mutate] = useMutation(SubmitFeedbackMutation);
  return async (input: SubmitFeedbackInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('submitFeedback returned no data');
    return data.submitFeedback;
  };
}
