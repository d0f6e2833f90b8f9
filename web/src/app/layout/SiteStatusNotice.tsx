import { FormattedMessage } from 'react-intl';
import type { SiteStatus } from '../../gql/graphql';
import styles from './AppShell.module.css';

// The full maintenance and region-blocked pages come later; until then the shell says why the site is limited.
export function SiteStatusNotice({ status }: { status: SiteStatus }) {
  if (status === 'NORMAL') return null;
  return (
    <p role="status" className={styles.siteStatus}>
      <FormattedMessage id={status === 'MAINTENANCE' ? 'error.MAINTENANCE' : 'error.REGION_BLOCKED'} />
    </p>
  );
}
