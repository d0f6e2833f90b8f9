import { useIntl } from 'react-intl';
import { env } from '../../../config/env';
import styles from './SiteStatusView.module.css';

/** Customer service stays reachable when the site is not (a new window, so the status page stays). */
export function CustomerServiceLink() {
  const intl = useIntl();
  return (
    <a href={env.customerServiceUrl} target="_blank" rel="noopener noreferrer" className={styles.primaryAction}>
      {intl.formatMessage({ id: 'siteStatus.customerService' })}
    </a>
  );
}
