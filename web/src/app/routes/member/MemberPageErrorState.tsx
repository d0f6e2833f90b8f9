import { useNavigate, useRouteError } from 'react-router';
import { NeedRealAccountState } from '../../../features/member-centre/components/NeedRealAccountState';
import { errorCode } from '../../../lib/errors/error-code';
import { useOpenRegister } from '../../overlays/use-open-register';
import { RouteErrorState } from '../RouteErrorState';
import { useShellAfterError } from '../use-shell-after-error';
import { memberCentreEntry } from './member-centre-entry';

/** A member page that failed: inside the centre's panel, with a retry; a trial account's refusal is its own state. */
export function MemberPageErrorState() {
  const error = useRouteError();
  const navigate = useNavigate();
  const register = useOpenRegister();
  useShellAfterError();
  if (errorCode(error) === 'NEED_REAL_ACCOUNT') return <NeedRealAccountState onClose={() => void navigate(memberCentreEntry())} onRegister={register} />;
  return <RouteErrorState inPanel />;
}
