import { useIntl } from 'react-intl';
import { Spinner } from '../../../components/Spinner';
import styles from './SiteRoutes.module.css';

/** What a content page shows while its one query is on the way. */
export function SiteRouteLoading() {
  const intl = useIntl();
  return (
    <div className={styles.loading}>
      <Spinner label={intl.formatMessage({ id: 'app.loading' })} />
    </div>
  );
}
