import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readLotteryFavourites, subscribeLotteryFavourites, toggleLotteryFavourite } from '../lottery-favourites';

/** The logged-in user's lottery favourites (local, per username); none for visitors. */
export function useLotteryFavourites(username: string | null) {
  const snapshot = useSyncExternalStore(subscribeLotteryFavourites, () => (username ? readLotteryFavourites(username) : ''));
  const favourites = useMemo(() => new Set(snapshot ? snapshot.split(',') : []), [snapshot]);
  const toggle = useCallback((gameCode: string) => {
    if (username) toggleLotteryFavourite(username, gameCode);
  }, [username]);
  return { favourites, toggle };
}
