import { paths } from '../../config/paths';

/** What the lobby hands the /game page in the history state: the one-time launch address and the way back. */
export interface GameLaunchState {
  url: string;
  title: string;
  /** Played with demo money (trial accounts). */
  demo: boolean;
  /** The site path the Back button returns to. */
  returnTo: string;
}

/** The message a game's own Back link (landing on /gameExit inside the frame) sends to the page around it. */
export const GAME_EXIT_MESSAGE = 'saola:game-exit';

export interface GameExitMessage {
  type: typeof GAME_EXIT_MESSAGE;
  to: string;
}

// One leading slash, never `//host` or `/\host`: a path of this site.
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 512 && SITE_PATH.test(value);
}

export function isGameLaunchState(value: unknown): value is GameLaunchState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    typeof state.url === 'string' &&
    /^https?:\/\//.test(state.url) &&
    typeof state.title === 'string' &&
    typeof state.demo === 'boolean' &&
    isSitePath(state.returnTo)
  );
}

export function isGameExitMessage(value: unknown): value is GameExitMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return message.type === GAME_EXIT_MESSAGE && isSitePath(message.to);
}

/** The launch's returnPath: the game's Back link lands on /gameExit, which hands `returnTo` to the page around it. */
export function gameExitPath(returnTo: string): string {
  return `${paths.gameExit}?${new URLSearchParams({ to: returnTo }).toString()}`;
}
