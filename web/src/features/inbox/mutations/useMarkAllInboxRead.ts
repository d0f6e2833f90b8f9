import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

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
  const [mutate, { loading }] = useMutation(MarkAllInboxReadMutation, {
    refetchQueries: ['HeaderBalance'],
    update: (cache, { data }) => {
      if (data?.markInboxMessagesRead.userErrors.length === 0) markCachedMessagesRead(cache);
    },
  });
  const markAllRead = async () => {
    const { data } = await mutate();
    if (!data) throw new Error('markInboxMessagesRead returned no data');
    return data.markInboxMessagesRead;
  };
  return { markAllRead, loading };
}
