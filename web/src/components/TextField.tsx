import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './FieldFrame';
import { useFieldIds } from './field-ids';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Keeps the <label> for assistive tech but hides it where space is tight (the header form). */
  hideLabel?: boolean;
  error?: string | undefined;
  /** The field's rule, shown from the start (not only once broken); an error takes its place. */
  hint?: string | undefined;
  /** Controls inside the input's frame, after it (a show-password toggle, a send-code button). */
  endAdornment?: ReactNode;
  /** Controls before the input (a country-code picker). */
  startAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hideLabel = false,
  error,
  hint,
  className,
  endAdornment,
  startAdornment,
  required,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds({ error, hint });
  const input = (
    <input
      id={ids.id}
      className={styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy}
      aria-required={required || undefined}
      {...inputProps}
    />
  );
  return (
    <FieldFrame ids={ids} label={label} hideLabel={hideLabel} required={required} error={error} hint={hint} className={className}>
      {startAdornment || endAdornment ? (
        <div className={styles.row}>
          {startAdornment}
          {input}
          {endAdornment}
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}
