import { useIntl } from 'react-intl';
import { Skeleton } from '../../../components/Skeleton';
import styles from './MemberPageStates.module.css';

/** A page of the centre while its one query is on the way: the outline of a form or list. */
export function MemberPageSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'app.loading' })} className={styles.skeleton} data-testid="member-page-loading">
      <Skeleton width="40%" />
      <Skeleton width="100%" />
      <Skeleton width="100%" />
      <Skeleton width="70%" />
      <Skeleton width="85%" />
    </div>
  );
}
