import { useIntl } from 'react-intl';
import { Button } from './Button';

export interface FormActionsProps {
  /** The row's layout, from the form's own styles. */
  className: string | undefined;
  submitLabel: string;
  /** A request is on the way: the submit button is disabled and says it is busy. */
  submitting: boolean;
  /** A dialog's way out, before the submit button; none on a page's form. */
  onCancel?: () => void;
}

/** A form's action row: cancel (in a dialog) and the submit button, busy while its request runs. */
export function FormActions({ className, submitLabel, submitting, onCancel }: FormActionsProps) {
  const intl = useIntl();
  return (
    <div className={className}>
      {onCancel ? <Button onClick={onCancel}>{intl.formatMessage({ id: 'dialog.cancel' })}</Button> : null}
      <Button type="submit" variant="primary" disabled={submitting} aria-busy={submitting || undefined}>
        {submitLabel}
      </Button>
    </div>
  );
}
