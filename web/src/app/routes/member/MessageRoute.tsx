import { Suspense, useTransition } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useFragment, useQueryRefHandlers, useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { ViewerCountsFragment } from '../../../components/account/viewer-counts';
import { MemberPageSkeleton } from '../../../features/member-centre/components/MemberPageSkeleton';
import { InboxPage, inboxCategoryFromUrl } from '../../../features/inbox/components/InboxPage';
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
export function messageLoader(preloadQuery: PreloadQueryFunction) {
  return ({ request }: LoaderFunctionArgs) => {
    const category = inboxCategoryFromUrl(new URL(request.url).searchParams);
    const variables = { filter: category ? { category } : null, first: INBOX_PAGE_SIZE };
    return { queryRef: preloadQuery(MessageRouteQuery, { variables, fetchPolicy: 'network-only' }), category };
  };
}

type MessageLoaderData = ReturnType<ReturnType<typeof messageLoader>>;

export function MessageRoute() {
  const loaderData = useLoaderData<MessageLoaderData>();
  return (
    <Suspense fallback={<MemberPageSkeleton />}>
      <MessageContent {...loaderData} />
    </Suspense>
  );
}

function MessageContent({ queryRef, category }: MessageLoaderData) {
  // The handlers first: read before them, the data misses fetchMore's pages (apollo-client#11772).
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const { data } = useReadQuery(queryRef);
  const [loadingMore, startTransition] = useTransition();
  const [, setSearchParams] = useSearchParams();
  // The unread count is the badges' count, which reading a message updates in the cache.
  const counts = useFragment({ fragment: ViewerCountsFragment, fragmentName: 'ViewerCounts_viewer', from: { __typename: 'Viewer' } });
  const connection = data.viewer?.inbox;

  const loadMore = () => {
    const after = connection?.pageInfo.endCursor;
    if (after) startTransition(async () => void (await fetchMore({ variables: { after } })));
  };

  return (
    <InboxPage
      category={category}
      onCategoryChange={(next) => setSearchParams(next ? { category: next } : {})}
      unreadCount={counts.complete ? counts.data.counts.inbox : 0}
      messages={connection?.edges.map((edge) => edge.node) ?? []}
      totalCount={connection?.totalCount ?? 0}
      hasNextPage={connection?.pageInfo.hasNextPage ?? false}
      loadingMore={loadingMore}
      onLoadMore={loadMore}
    />
  );
}

export const messagePage: MemberPageModule = { loader: messageLoader, Component: MessageRoute };
