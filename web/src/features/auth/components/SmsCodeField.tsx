import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { MessageDialog } from '../../../components/MessageDialog';
import { TextField } from '../../../components/TextField';
import { formatFieldMessage, type FieldMessage } from '../../../lib/errors/field-message';
import { verificationCodeMaxLength } from '../validation/limits';

export interface SmsCodeFieldProps {
  className?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  secondsLeft: number;
  sending: boolean;
  onSend: () => void;
  /** A refused send, shown as a warning with an OK button. */
  warning: FieldMessage | null;
  onDismissWarning: () => void;
  name?: string;
  hideLabel?: boolean;
  required?: boolean;
}

/** The SMS code input and its send button, which counts down until another code may be sent. */
export function SmsCodeField({
  className,
  value,
  onChange,
  error,
  secondsLeft,
  sending,
  onSend,
  warning,
  onDismissWarning,
  name = 'smsCode',
  hideLabel = false,
  required = true,
}: SmsCodeFieldProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'field.smsCode' });
  const counting = secondsLeft > 0;
  return (
    <>
      <TextField
        className={className}
        name={name}
        label={label}
        hideLabel={hideLabel}
        placeholder={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={verificationCodeMaxLength}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        endAdornment={
          <Button
            data-testid="sms-send-button"
            disabled={counting || sending}
            aria-busy={sending || undefined}
            onClick={onSend}
          >
            {counting
              ? intl.formatMessage({ id: 'sms.resendIn' }, { seconds: secondsLeft })
              : intl.formatMessage({ id: 'sms.send' })}
          </Button>
        }
      />
      {warning ? (
        <MessageDialog
          testId="sms-warning-dialog"
          tone="warning"
          title={intl.formatMessage({ id: 'sms.failed.title' })}
          message={<p>{formatFieldMessage(intl, warning)}</p>}
          confirmLabel={intl.formatMessage({ id: 'dialog.ok' })}
          onConfirm={onDismissWarning}
        />
      ) : null}
    </>
  );
}
