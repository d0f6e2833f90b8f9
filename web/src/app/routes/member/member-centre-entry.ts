import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isAgentCentrePath, isMemberCentrePath, paths } from '../../../config/paths';

// Per tab, so a reload inside the centre still closes back to where the player came from.
const storageKey = 'memberCentreEntry';

/**
 * Remembers the last page outside the member and agent centres (and the login pages), which closing either centre
 * returns to.
 */
export function useRememberMemberCentreEntry(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (isMemberCentrePath(pathname) || isAgentCentrePath(pathname) || pathname === paths.login || pathname === paths.agentLogin) return;
    try {
      window.sessionStorage.setItem(storageKey, `${pathname}${search}`);
    } catch {
      // Without storage the centre closes to the home page.
    }
  }, [pathname, search]);
}

export function memberCentreEntry(): string {
  try {
    return window.sessionStorage.getItem(storageKey) ?? paths.home;
  } catch {
    return paths.home;
  }
}
