import { Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { ComingSoonPage } from '../../../features/member-centre/components/ComingSoonPage';
import { MemberPageSkeleton } from '../../../features/member-centre/components/MemberPageSkeleton';
import type { MemberPageModule } from './member-page-module';

// The pages of the next issue still read the shell and who is looking, so the centre can guard them.
const ComingSoonRouteQuery = graphql(`
  query MemberComingSoonRoute {
    ...AppShell_query
    ...MemberCentreRoute_query
  }
`);

export function comingSoonLoader(preloadQuery: PreloadQueryFunction) {
  return () => ({ queryRef: preloadQuery(ComingSoonRouteQuery) });
}

type ComingSoonLoaderData = ReturnType<ReturnType<typeof comingSoonLoader>>;

export function ComingSoonRoute() {
  const { queryRef } = useLoaderData<ComingSoonLoaderData>();
  return (
    <Suspense fallback={<MemberPageSkeleton />}>
      <ComingSoonContent queryRef={queryRef} />
    </Suspense>
  );
}

function ComingSoonContent({ queryRef }: ComingSoonLoaderData) {
  // Read only so that a failed query reaches the route's error boundary.
  useReadQuery(queryRef);
  return <ComingSoonPage />;
}

export const comingSoonPage: MemberPageModule = { loader: comingSoonLoader, Component: ComingSoonRoute };
