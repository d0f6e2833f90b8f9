import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { ViewerCountsFragment } from '../../../components/account/viewer-counts';
import { isMemberPageKey, memberPageKeys, paths, type MemberPageKey } from '../../../config/paths';
import { MemberCentrePanel } from '../../../features/member-centre/components/MemberCentrePanel';
import { NeedRealAccountState } from '../../../features/member-centre/components/NeedRealAccountState';
import { useOpenRegister } from '../../overlays/use-open-register';
import { loginReturnState } from '../login-return';
import { memberCentreEntry } from './member-centre-entry';
import { useCentrePage } from '../use-centre-page';

// Every member page's query spreads this (beside AppShell_query): the centre reads who is looking from the cache,
// and the menu's badges their counts.
export const MemberCentreRouteQueryFragment = graphql(`
  fragment MemberCentreRoute_query on Query {
    ...MemberCentreGuard_query
    viewer {
      ...ViewerCounts_viewer
    }
  }
`);

// Who is looking, read on its own: a trial account, which the gateway refuses the counts, is still recognised.
const MemberCentreGuardQueryFragment = graphql(`
  fragment MemberCentreGuard_query on Query {
    viewer {
      member {
        id
        isTrial
      }
    }
  }
`);

/** The route handle of a member page: which key it is, whatever the case of the URL. */
export interface MemberPageHandle {
  memberPage: MemberPageKey;
}

/**
 * /member/*: the centre's panel around the page's route. A visitor goes to the login page and comes back after
 * logging in; a trial account gets the need-real-account state (and the gateway's refusal opens the warning).
 */
export function MemberCentreRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = useCentrePage('memberPage' satisfies keyof MemberPageHandle, isMemberPageKey);
  const { data, complete } = useFragment({
    fragment: MemberCentreGuardQueryFragment,
    fragmentName: 'MemberCentreGuard_query',
    from: 'ROOT_QUERY',
  });
  const counts = useFragment({ fragment: ViewerCountsFragment, fragmentName: 'ViewerCounts_viewer', from: { __typename: 'Viewer' } });
  const close = () => void navigate(memberCentreEntry());
  const register = useOpenRegister();

  if (complete && !data.viewer) return <Navigate to={paths.login} replace state={loginReturnState(location)} />;
  const trial = complete && data.viewer?.member.isTrial === true;
  return (
    // A trial account can open none of the pages: its menu lists none.
    <MemberCentrePanel current={current} onClose={close} counts={counts.complete ? counts.data.counts : null} pages={trial ? [] : memberPageKeys}>
      {trial ? <NeedRealAccountState onClose={close} onRegister={register} /> : <Outlet />}
    </MemberCentrePanel>
  );
}
