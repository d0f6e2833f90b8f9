import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';
import styles from './CentreStates.module.css';

export interface CentreStateProps {
  title: string;
  text: string;
  closeLabel: string;
  onClose: () => void;
  testId: string;
}

/** What a centre (member or agent) shows instead of a page the account may not use: why, and a way out. */
export function CentreState({ title, text, closeLabel, onClose, testId }: CentreStateProps) {
  return (
    <div className={styles.state} data-testid={testId}>
      <p className={styles.stateTitle}>{title}</p>
      <p className={styles.stateText}>{text}</p>
      <Button variant="primary" onClick={onClose}>
        {closeLabel}
      </Button>
    </div>
  );
}

/** A centre's page while its one query is on the way: bars of the given widths, outlining what will come. */
export function CentrePageSkeleton({ widths, testId }: { widths: readonly string[]; testId: string }) {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'app.loading' })} className={styles.skeleton} data-testid={testId}>
      {widths.map((width, index) => (
        // The bars never move or change; their place is their identity.
        <Skeleton key={index} width={width} />
      ))}
    </div>
  );
}
