import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Spinner } from '../../components/Spinner';
import { AnnouncementBar, AnnouncementBarMessage } from '../../features/notices/components/AnnouncementBar';
import { AnnouncementMarquee } from '../../features/notices/components/AnnouncementMarquee';
import { RouteErrorState } from './RouteErrorState';

// Spec: notices come 9 to a page.
export const noticePageSize = 9;

const HomeRouteQuery = graphql(`
  query HomeRoute($noticeCount: Int!) {
    ...AppShell_query
    notices(first: $noticeCount) {
      edges {
        node {
          id
          ...AnnouncementMarquee_notices
        }
      }
    }
  }
`);

/** Starts the home query while the router resolves the route: render-as-you-fetch, one request. */
export function homeLoader(preloadQuery: PreloadQueryFunction) {
  return () => ({
    queryRef: preloadQuery(HomeRouteQuery, { variables: { noticeCount: noticePageSize } }),
  });
}

type HomeLoaderData = ReturnType<ReturnType<typeof homeLoader>>;

export function HomeRoute() {
  const { queryRef } = useLoaderData<HomeLoaderData>();
  return (
    <Suspense fallback={<HomeLoadingState />}>
      <HomeContent queryRef={queryRef} />
    </Suspense>
  );
}

function HomeContent({ queryRef }: HomeLoaderData) {
  const { data } = useReadQuery(queryRef);
  // The notice dialog opens at the selected notice once it exists; for now selection is only shown.
  const [selectedNoticeId, setSelectedNoticeId] = useState<string | null>(null);
  return (
    <AnnouncementMarquee
      notices={data.notices.edges.map((edge) => edge.node)}
      selectedId={selectedNoticeId}
      onSelect={setSelectedNoticeId}
    />
  );
}

export function HomeLoadingState() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'notices.loading' });
  return (
    <AnnouncementBar busy>
      <Spinner label={label} />
      <AnnouncementBarMessage>{label}</AnnouncementBarMessage>
    </AnnouncementBar>
  );
}

export function HomeErrorState() {
  return (
    <AnnouncementBar>
      <RouteErrorState />
    </AnnouncementBar>
  );
}
