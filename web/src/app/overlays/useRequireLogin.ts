import { useCallback, useEffect, useMemo, useRef } from 'react';
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

type Guard = (action: () => void) => void;

/** What an action needs of the session: any login (a trial account plays demo games), or a real account. */
type Need = 'login' | 'realAccount';

/**
 * Guards actions (spec 000 §6): a visitor gets the login popup, a trial account the need-real-account warning where
 * a real account is needed, a member runs the action. A tap made before the page knows who is looking (its member
 * part still on its way) is decided once it does: a member's first instant must not get the login popup.
 */
export function useSessionGuards(): { requireLogin: Guard; requireRealAccount: Guard } {
  const { open } = useOverlays();
  const { data, complete } = useFragment({
    fragment: UseRequireLoginQueryFragment,
    fragmentName: 'UseRequireLogin_query',
    from: 'ROOT_QUERY',
  });
  const viewer = complete ? data.viewer : null;
  const loggedIn = Boolean(viewer);
  const trial = viewer?.member.isTrial ?? false;
  const waiting = useRef<{ action: () => void; need: Need } | null>(null);

  const decide = useCallback(
    (action: () => void, need: Need) => {
      if (!loggedIn) open({ kind: 'login' });
      else if (trial && need === 'realAccount') open({ kind: 'needRealAccount' });
      else action();
    },
    [loggedIn, trial, open],
  );

  useEffect(() => {
    const tapped = waiting.current;
    if (!complete || tapped === null) return;
    waiting.current = null;
    decide(tapped.action, tapped.need);
  }, [complete, decide]);

  const guarded = useCallback(
    (action: () => void, need: Need) => {
      if (complete) decide(action, need);
      else waiting.current = { action, need };
    },
    [complete, decide],
  );
  return useMemo(
    () => ({ requireLogin: (action: () => void) => guarded(action, 'login'), requireRealAccount: (action: () => void) => guarded(action, 'realAccount') }),
    [guarded],
  );
}

/** The guard of member actions a trial account may not take (the common case): see useSessionGuards. */
export function useRequireLogin(): Guard {
  return useSessionGuards().requireRealAccount;
}
