import { useIntl } from 'react-intl';
import { formatOptional, type FieldMessage } from '../lib/errors/field-message';
import { TextField } from './TextField';

export interface NumberFieldProps {
  name: string;
  label: string;
  /** Whole numbers (points, a quantity) or decimals (money). */
  keyboard: 'numeric' | 'decimal';
  value: string;
  onChange: (value: string) => void;
  error?: FieldMessage | undefined;
}

/** A required number typed on the phone's number keyboard, never autofilled (amounts, points, quantities). */
export function NumberField({ name, label, keyboard, value, onChange, error }: NumberFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      name={name}
      label={label}
      inputMode={keyboard}
      autoComplete="off"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={formatOptional(intl, error)}
    />
  );
}
