import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readLotteryFavourites, subscribeLotteryFavourites, toggleLotteryFavourite } from '../lottery-favourites';

/** The logged-in user's lottery favourites (local, per username); none for visitors. */
export function useLotteryFavourites(username: string | null) {
  // The server (and a hydrating pass) knows no storage: no favourites, as for a visitor, whom both passes show.
  const snapshot = useSyncExternalStore(subscribeLotteryFavourites, () => (username ? readLotteryFavourites(username) : ''), () => '');
  const favourites = useMemo(() => new Set(snapshot ? snapshot.split(',') : []), [snapshot]);
  const toggle = useCallback((gameCode: string) => {
    if (username) toggleLotteryFavourite(username, gameCode);
  }, [username]);
  return { favourites, toggle };
}
