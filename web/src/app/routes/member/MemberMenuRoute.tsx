import { Suspense } from 'react';
import { redirect, useLoaderData } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { defaultMemberPage, memberPagePath } from '../../../config/paths';
import { MemberPageSkeleton } from '../../../features/member-centre/components/MemberPageSkeleton';
import { isPhoneWidth } from '../../../lib/layout/phone-layout';

const MemberMenuRouteQuery = graphql(`
  query MemberMenuRoute {
    ...AppShell_query
    ...MemberCentreRoute_query
  }
`);

/**
 * /member: on a phone, the menu screen (the panel shows only the menu here); wider screens always show a page,
 * so they go to the default page, securityCenter.
 */
export function memberMenuLoader(preloadQuery: PreloadQueryFunction) {
  return () => {
    if (!isPhoneWidth()) throw redirect(memberPagePath(defaultMemberPage));
    return { queryRef: preloadQuery(MemberMenuRouteQuery) };
  };
}

type MemberMenuLoaderData = ReturnType<ReturnType<typeof memberMenuLoader>>;

export function MemberMenuRoute() {
  const { queryRef } = useLoaderData<MemberMenuLoaderData>();
  return (
    <Suspense fallback={<MemberPageSkeleton />}>
      <MemberMenuContent queryRef={queryRef} />
    </Suspense>
  );
}

function MemberMenuContent({ queryRef }: MemberMenuLoaderData) {
  // Read only so that a failed query reaches the route's error boundary; the panel draws the menu.
  useReadQuery(queryRef);
  return null;
}
