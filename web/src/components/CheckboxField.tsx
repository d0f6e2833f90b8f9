import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldMessages } from './FieldFrame';
import { useFieldIds } from './field-ids';
import styles from './CheckboxField.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

export function CheckboxField({ label, error, className, required, ...inputProps }: CheckboxFieldProps) {
  const ids = useFieldIds({ error });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input
          id={ids.id}
          type="checkbox"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          aria-required={required || undefined}
          {...inputProps}
        />
        <label htmlFor={ids.id} className={styles.label}>
          {label}
        </label>
      </div>
      <FieldMessages ids={ids} error={error} />
    </div>
  );
}
