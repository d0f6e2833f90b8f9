import { useIntl } from 'react-intl';
import { formatOptional, type FieldMessage } from '../lib/errors/field-message';
import { PasswordField } from './PasswordField';

export interface PaymentPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: FieldMessage | undefined;
  /** The field's name on screen; the withdraw password's own by default. */
  label?: string;
  /** The numeric keyboard (the password is digits); off where the form has always offered the full one. */
  numeric?: boolean;
}

/** The withdraw (payment) password that money and points actions ask for: required, never autofilled. */
export function PaymentPasswordField({ value, onChange, error, label, numeric = true }: PaymentPasswordFieldProps) {
  const intl = useIntl();
  return (
    <PasswordField
      name="withdrawPassword"
      label={label ?? intl.formatMessage({ id: 'withdrawPassword.label' })}
      inputMode={numeric ? 'numeric' : undefined}
      autoComplete="off"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={formatOptional(intl, error)}
    />
  );
}
