import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const MarkAllInboxReadMutation = graphql(`
  mutation MarkAllInboxRead {
    markInboxMessagesRead(input: { all: true }) {
      updatedCount
      viewer {
        ...ViewerCounts_viewer
      }
      userErrors {
        ...RewardsUserErrorFields @unmask
      }
    }
  }
`);

// "All" names no ids, so every message in the cache is marked here, as the platform just did.
function markCachedMessagesRead(cache: ApolloCache) {
  for (const id of Object.keys(cache.extract() as Record<string, unknown>)) {
    if (id.startsWith('InboxMessage:')) cache.modify({ id, fields: { read: () => true } });
  }
}

export function useMarkAllInboxRead() {
  const { run: markAllRead, loading } = useMutationPayload(MarkAllInboxReadMutation, 'markInboxMessagesRead', {
    refetchQueries: ['HeaderBalance'],
    update: (cache, { data }) => {
      if (data?.markInboxMessagesRead.userErrors.length === 0) markCachedMessagesRead(cache);
    },
  });
  return { markAllRead, loading };
}
