import { useCallback } from 'react';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useOverlays } from './overlay-context';

export const UseRequireLoginQueryFragment = graphql(`
  fragment UseRequireLogin_query on Query {
    viewer {
      member {
        id
        isTrial
      }
    }
  }
`);

/**
 * Guards an action (spec 000 §6): a visitor gets the login popup, a trial account the need-real-account
 * warning, a member runs the action. Features receive the guarded callback from the app layer.
 */
export function useRequireLogin() {
  const { open } = useOverlays();
  const { data, complete } = useFragment({
    fragment: UseRequireLoginQueryFragment,
    fragmentName: 'UseRequireLogin_query',
    from: 'ROOT_QUERY',
  });
  const viewer = complete ? data.viewer : null;
  const loggedIn = Boolean(viewer);
  const trial = viewer?.member.isTrial ?? false;

  return useCallback(
    (action: () => void) => {
      if (!loggedIn) open({ kind: 'login' });
      else if (trial) open({ kind: 'needRealAccount' });
      else action();
    },
    [loggedIn, trial, open],
  );
}
