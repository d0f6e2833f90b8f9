import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const ReadInboxMessageMutation = graphql(`
  mutation ReadInboxMessage($input: ReadInboxMessageInput!) {
    readInboxMessage(input: $input) {
      message {
        id
        read
      }
      viewer {
        ...ViewerCounts_viewer
      }
      userErrors {
        ...RewardsUserErrorFields @unmask
      }
    }
  }
`);

/** Opens a message: it turns read in the cache, and the counts (menu badge) with it; the header reads its own again. */
export function useReadInboxMessage() {
  const [mutate] = useMutation(ReadInboxMessageMutation, { refetchQueries: ['HeaderBalance'] });
  return async (messageId: string) => {
    const { data } = await mutate({ variables: { input: { messageId } } });
    if (!data) throw new Error('readInboxMessage returned no data');
    return data.readInboxMessage;
  };
}
