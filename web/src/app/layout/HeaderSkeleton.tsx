import { useIntl } from 'react-intl';
import { Skeleton } from '../../components/Skeleton';
import styles from './AppShell.module.css';

/** Stands in for the login form or the account until the route query has filled the cache. */
export function HeaderSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" className={styles.skeleton}>
      <span className="visually-hidden">{intl.formatMessage({ id: 'header.loading' })}</span>
      <Skeleton width="150px" />
      <Skeleton width="150px" />
      <Skeleton width="72px" />
    </div>
  );
}
