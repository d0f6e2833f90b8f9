import { useIntl } from 'react-intl';
import { formatOptional, type FieldMessage } from '../lib/errors/field-message';
import { TextField } from './TextField';

export interface MoneyAmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: FieldMessage | undefined;
}

/** The amount of a money form (withdraw, transfers): decimal keyboard, required, never autofilled. */
export function MoneyAmountField({ value, onChange, error }: MoneyAmountFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      name="amount"
      label={intl.formatMessage({ id: 'money.amount' })}
      inputMode="decimal"
      autoComplete="off"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={formatOptional(intl, error)}
    />
  );
}
