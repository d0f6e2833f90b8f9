import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';
import styles from './CentreStates.module.css';

export interface CentreStateProps {
  title: string;
  /** One paragraph, or several. */
  text: string | readonly string[];
  closeLabel: string;
  onClose: () => void;
  testId: string;
  /** A way forward offered before closing (e.g. registering a real account); closing then becomes secondary. */
  action?: { label: string; onClick: () => void };
  /** `h1` when the state stands for a whole page rather than a panel of a centre that has its own heading. */
  titleAs?: 'h1' | 'p';
}

/** What a centre (member or agent) shows instead of a page the account may not use: why, and a way out. */
export function CentreState({ title, text, closeLabel, onClose, testId, action, titleAs: Title = 'p' }: CentreStateProps) {
  const paragraphs = typeof text === 'string' ? [text] : text;
  return (
    <div className={styles.state} data-testid={testId}>
      <Title className={styles.stateTitle}>{title}</Title>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.stateText}>
          {paragraph}
        </p>
      ))}
      {action ? (
        <Button variant="primary" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
      <Button variant={action ? 'secondary' : 'primary'} onClick={onClose}>
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
