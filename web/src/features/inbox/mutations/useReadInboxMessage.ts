import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

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
  const { run } = useMutationPayload(ReadInboxMessageMutation, 'readInboxMessage', { refetchQueries: ['HeaderBalance'] });
  return (messageId: string) => run({ messageId });
}
