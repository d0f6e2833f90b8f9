import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './Button';

export interface DialogOutcomeProps {
  /** The layout of the message and of its button row, from the dialog's own styles. */
  className: string | undefined;
  actionsClassName: string | undefined;
  testId: string;
  onClose: () => void;
  /** What the action did (an order number, an amount). */
  children: ReactNode;
}

/** A dialog's last screen once its action went through: the outcome, announced, and OK to close. */
export function DialogOutcome({ className, actionsClassName, testId, onClose, children }: DialogOutcomeProps) {
  const intl = useIntl();
  return (
    <div className={className}>
      <p role="status" data-testid={testId}>
        {children}
      </p>
      <div className={actionsClassName}>
        <Button variant="primary" onClick={onClose}>
          {intl.formatMessage({ id: 'dialog.ok' })}
        </Button>
      </div>
    </div>
  );
}
