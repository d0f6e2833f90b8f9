import { useIntl } from 'react-intl';
import { formatOptional, type FieldMessage } from '../lib/errors/field-message';
import { TextField } from './TextField';

export interface NoteFieldProps {
  label: string;
  /** The rule's bound; the input takes a little more so that a pasted note is cut by the rule, not silently. */
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  error?: FieldMessage | undefined;
}

/** A transfer's optional note to its recipient. */
export function NoteField({ label, maxLength, value, onChange, error }: NoteFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      name="note"
      label={label}
      autoComplete="off"
      maxLength={maxLength + 20}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={formatOptional(intl, error)}
    />
  );
}
