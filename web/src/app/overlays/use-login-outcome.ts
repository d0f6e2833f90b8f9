import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import type { LoginOutcome } from '../../features/auth/components/LoginForm';
import { useOverlays } from './overlay-context';

/**
 * After any login: the forced password change, else `returnTo` (home unless the login page was sent a page to
 * return to), with the first-login notice when it is one.
 */
export function useLoginOutcome(returnTo: string = paths.home) {
  const { open, close } = useOverlays();
  const navigate = useNavigate();
  return (outcome: LoginOutcome) => {
    if (outcome.passwordChangeRequired) {
      open({ kind: 'changePassword', forced: true });
      return;
    }
    if (outcome.firstTimeLogin) open({ kind: 'firstLogin' });
    else close();
    void navigate(returnTo);
  };
}
