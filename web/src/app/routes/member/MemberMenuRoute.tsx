import { graphql } from '../../../gql';
import { defaultMemberPage, memberPagePath } from '../../../config/paths';
import { MemberPageSkeleton } from '../../../features/member-centre/components/MemberPageSkeleton';
import { defineCentreMenu } from '../centre-page';

const MemberMenuRouteQuery = graphql(`
  query MemberMenuRoute {
    ...AppShell_query
    ...MemberCentreRoute_query
  }
`);

/** /member: the menu screen on a phone; wider screens go to the default page, securityCenter. */
export const memberMenu = defineCentreMenu({
  query: MemberMenuRouteQuery,
  defaultPagePath: memberPagePath(defaultMemberPage),
  Fallback: MemberPageSkeleton,
});
