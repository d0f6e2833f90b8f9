import { useIntl } from 'react-intl';
import { useRevalidator, useRouteError } from 'react-router';
import { ErrorState } from '../../components/ErrorState';
import { errorCode } from '../../lib/errors/error-code';
import { errorMessage } from '../../lib/errors/error-message';
import { formatFieldMessage } from '../../lib/errors/field-message';
import { SiteStatusProbe } from '../layout/site-status/SiteStatusProbe';
import { useShellAfterError } from './use-shell-after-error';

/**
 * A route's error boundary: a localised message by error code, and a retry that reruns the loader. A site
 * under maintenance or blocked gets its whole-site page instead.
 */
export function RouteErrorState() {
  const intl = useIntl();
  const error = useRouteError();
  const revalidator = useRevalidator();
  const code = errorCode(error);
  const wholeSite = code === 'MAINTENANCE' || code === 'REGION_BLOCKED';
  // The maintenance and region pages replace the shell, so they need none of its data.
  useShellAfterError(wholeSite);
  const message = (
    <ErrorState
      title={intl.formatMessage({ id: 'error.title' })}
      message={formatFieldMessage(intl, errorMessage(error))}
      retryLabel={intl.formatMessage({ id: 'error.retry' })}
      onRetry={() => void revalidator.revalidate()}
    />
  );
  if (wholeSite) return <SiteStatusProbe fallback={message} />;
  return message;
}
