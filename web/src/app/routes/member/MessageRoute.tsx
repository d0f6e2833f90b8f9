import { useSearchParams } from 'react-router';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { ViewerCountsFragment } from '../../../components/account/viewer-counts';
import { MemberPageSkeleton } from '../../../features/member-centre/components/MemberPageSkeleton';
import { InboxPage, inboxCategoryFromUrl } from '../../../features/inbox/components/InboxPage';
import type { InboxCategory, MessageRouteQuery as MessageRouteData, MessageRouteQueryVariables } from '../../../gql/graphql';
import { defineUrlQueryRoute, type QueryRouteProps } from '../query-route';
import { usePagedQuery } from '../use-paged-query';
import type { MemberPageModule } from './member-page-module';

export const INBOX_PAGE_SIZE = 20;

const MessageRouteQuery = graphql(`
  query MessageRoute($filter: InboxFilter, $first: Int!, $after: String) {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      ...ViewerCounts_viewer
      inbox(filter: $filter, first: $first, after: $after) {
        edges {
          cursor
          node {
            id
            ...InboxMessageRow_message
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
        totalCount
      }
    }
  }
`);

/** The category tab lives in the URL (?category=ACCOUNT). Read afresh on every visit: messages arrive by themselves. */
export const messagePage: MemberPageModule = defineUrlQueryRoute({
  query: MessageRouteQuery,
  view: (params) => ({ category: inboxCategoryFromUrl(params) }),
  variables: ({ category }) => ({ filter: category ? { category } : null, first: INBOX_PAGE_SIZE }),
  Fallback: MemberPageSkeleton,
  Content: MessageContent,
});

function MessageContent({ queryRef, category }: { category: InboxCategory | null } & QueryRouteProps<MessageRouteData, MessageRouteQueryVariables>) {
  const { data, loadingMore, loadMore } = usePagedQuery(queryRef);
  const [, setSearchParams] = useSearchParams();
  // The unread count is the badges' count, which reading a message updates in the cache.
  const counts = useFragment({ fragment: ViewerCountsFragment, fragmentName: 'ViewerCounts_viewer', from: { __typename: 'Viewer' } });
  const connection = data.viewer?.inbox;

  return (
    <InboxPage
      category={category}
      onCategoryChange={(next) => setSearchParams(next ? { category: next } : {})}
      unreadCount={counts.complete ? counts.data.counts.inbox : 0}
      messages={connection?.edges.map((edge) => edge.node) ?? []}
      totalCount={connection?.totalCount ?? 0}
      hasNextPage={connection?.pageInfo.hasNextPage ?? false}
      loadingMore={loadingMore}
      onLoadMore={() => loadMore(connection?.pageInfo)}
    />
  );
}
