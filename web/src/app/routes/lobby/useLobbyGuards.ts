import { useCallback, useMemo } from 'react';
import { useFragment } from '@apollo/client/react';
import type { GameActionGuards } from '../../../features/lobby/components/GameActionsProvider';
import { useOverlays } from '../../overlays/overlay-context';
import { useRequireLogin, UseRequireLoginQueryFragment } from '../../overlays/useRequireLogin';

/**
 * The guards the game features ask for (spec 001 §4). Starting a game needs a login only (trial accounts play
 * demo money); favourites and other member actions also refuse trial accounts.
 */
export function useLobbyGuards(): GameActionGuards {
  const { open } = useOverlays();
  const requireRealAccount = useRequireLogin();
  const { data, complete } = useFragment({
    fragment: UseRequireLoginQueryFragment,
    fragmentName: 'UseRequireLogin_query',
    from: 'ROOT_QUERY',
  });
  const loggedIn = complete && Boolean(data.viewer);
  const requireLogin = useCallback(
    (action: () => void) => {
      if (loggedIn) action();
      else open({ kind: 'login' });
    },
    [loggedIn, open],
  );
  return useMemo(() => ({ requireLogin, requireRealAccount }), [requireLogin, requireRealAccount]);
}
