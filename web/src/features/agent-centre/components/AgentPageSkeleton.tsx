import { useIntl } from 'react-intl';
import { Skeleton } from '../../../components/Skeleton';
import styles from './AgentCentreStates.module.css';

/** A page of the agent centre while its one query is on the way: the outline of figures and a table. */
export function AgentPageSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'app.loading' })} className={styles.skeleton} data-testid="agent-page-loading">
      <Skeleton width="50%" />
      <Skeleton width="100%" />
      <Skeleton width="100%" />
      <Skeleton width="80%" />
    </div>
  );
}
