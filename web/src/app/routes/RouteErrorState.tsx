import { useIntl } from 'react-intl';
import { useRevalidator, useRouteError } from 'react-router';
import { ErrorState } from '../../components/ErrorState';
import { errorMessageId } from '../../lib/errors/error-message';

/** A route's error boundary: a localised message by error code, and a retry that reruns the loader. */
export function RouteErrorState() {
  const intl = useIntl();
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <ErrorState
      title={intl.formatMessage({ id: 'error.title' })}
      message={intl.formatMessage({ id: errorMessageId(error) })}
      retryLabel={intl.formatMessage({ id: 'error.retry' })}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
