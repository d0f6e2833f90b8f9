import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { SecurityCenterRouteQuery as SecurityCenterRouteData } from '../../../gql/graphql';
import { SecurityCenterPage } from '../../../features/member-centre/pages/security/SecurityCenterPage';
import { useOverlays } from '../../overlays/overlay-context';
import { defineMemberPage, type MemberPageProps } from './define-member-page';

const SecurityCenterRouteQuery = graphql(`
  query SecurityCenterRoute {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      ...SecurityCenterPage_viewer
    }
  }
`);

function SecurityCenterRoute({ queryRef }: MemberPageProps<SecurityCenterRouteData, Record<string, never>>) {
  const { data } = useReadQuery(queryRef);
  const { open } = useOverlays();
  // The login password is changed with the identity feature's form, the one a forced change uses.
  const changePassword = () => open({ kind: 'changePassword', forced: false });
  return data.viewer ? <SecurityCenterPage viewer={data.viewer} onChangePassword={changePassword} /> : null;
}

export const securityCenterPage = defineMemberPage({ query: SecurityCenterRouteQuery, Page: SecurityCenterRoute });
