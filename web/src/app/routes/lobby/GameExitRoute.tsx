import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../config/paths';
import { GAME_EXIT_MESSAGE, isSitePath, type GameExitMessage } from '../../../components/game/game-launch';
import { AppLoadingState } from '../AppLoadingState';

/**
 * Where a game's own Back link lands (the launch's returnPath). Inside the game frame it asks the /game page
 * around it to take the player back, without loading the site in the frame; opened directly it redirects.
 */
export function gameExitLoader({ request }: LoaderFunctionArgs) {
  const to = new URL(request.url).searchParams.get('to');
  const target = isSitePath(to) ? to : paths.home;
  if (window.parent !== window) {
    const message: GameExitMessage = { type: GAME_EXIT_MESSAGE, to: target };
    window.parent.postMessage(message, window.location.origin);
    return null;
  }
  return redirect(target);
}

export function GameExitRoute() {
  return <AppLoadingState />;
}
