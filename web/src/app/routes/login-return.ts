import type { Location } from 'react-router';
import { paths } from '../../config/paths';

/** What a page that needs a login hands to /login, so the member comes back to it afterwards. */
export interface LoginReturnState {
  returnTo: string;
}

export function loginReturnState(location: Pick<Location, 'pathname' | 'search'>): LoginReturnState {
  return { returnTo: `${location.pathname}${location.search}` };
}

/** Where to go after logging in on a login page: the page that sent the visitor there, else `fallback`. */
export function loginReturnPath(state: unknown, fallback: string = paths.home): string {
  const returnTo = (state as Partial<LoginReturnState> | null)?.returnTo;
  // Only a path of this site: "//host" would leave it.
  if (typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') && !returnTo.startsWith(paths.login)) {
    return returnTo;
  }
  return fallback;
}
