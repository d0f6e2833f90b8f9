import { useNavigate, useRouteError } from 'react-router';
import { paths } from '../../../config/paths';
import { NeedRealAccountState } from '../../../features/member-centre/components/NeedRealAccountState';
import { errorCode } from '../../../lib/errors/error-code';
import { RouteErrorState } from '../RouteErrorState';

/** The points mall is for real accounts: a trial account's refusal is its own state, anything else a retry. */
export function PointMallErrorState() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (errorCode(error) === 'NEED_REAL_ACCOUNT') return <NeedRealAccountState onClose={() => void navigate(paths.home)} />;
  return <RouteErrorState />;
}
