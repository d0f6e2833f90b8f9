import { useNavigate, useRouteError } from 'react-router';
import { AgentAccessState } from '../../../features/agent-centre/components/AgentAccessState';
import { errorCode } from '../../../lib/errors/error-code';
import { RouteErrorState } from '../RouteErrorState';
import { useShellAfterError } from '../use-shell-after-error';
import { memberCentreEntry } from '../member/member-centre-entry';

/**
 * An agent page that failed: inside the centre, with a retry. The gateway's refusals of a member (FORBIDDEN) and
 * a trial account (NEED_REAL_ACCOUNT) are the centre's refusal states.
 */
export function AgentPageErrorState() {
  const error = useRouteError();
  const navigate = useNavigate();
  useShellAfterError();
  const close = () => void navigate(memberCentreEntry());
  const code = errorCode(error);
  if (code === 'NEED_REAL_ACCOUNT') return <AgentAccessState reason="trial" onClose={close} />;
  if (code === 'FORBIDDEN') return <AgentAccessState reason="notAgent" onClose={close} />;
  return <RouteErrorState inPanel />;
}
