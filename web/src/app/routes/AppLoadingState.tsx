import { useIntl } from 'react-intl';
import { Spinner } from '../../components/Spinner';

/** Shown by the router while the first route's loader starts (our loaders return at once). */
export function AppLoadingState() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'app.loading' })} />;
}
