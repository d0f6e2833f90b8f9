import { useIntl } from 'react-intl';
import { useNavigate, useRouteError } from 'react-router';
import { paths } from '../../../config/paths';
import { NeedRealAccountState } from '../../../features/member-centre/components/NeedRealAccountState';
import { errorCode } from '../../../lib/errors/error-code';
import { useOpenRegister } from '../../overlays/use-open-register';
import { RouteErrorState } from '../RouteErrorState';
import { useShellAfterError } from '../use-shell-after-error';

/** The points mall is for real accounts: a trial account's refusal is its own state, anything else a retry. */
export function PointMallErrorState() {
  const error = useRouteError();
  const navigate = useNavigate();
  const intl = useIntl();
  const register = useOpenRegister();
  useShellAfterError();
  if (errorCode(error) === 'NEED_REAL_ACCOUNT') return (
      <NeedRealAccountState onClose={() => void navigate(paths.home)} closeLabel={intl.formatMessage({ id: 'needRealAccount.backHome' })} onRegister={register} titleAs="h1" />
    );
  return <RouteErrorState />;
}
