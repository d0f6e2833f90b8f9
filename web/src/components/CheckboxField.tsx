import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './CheckboxField.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

export function CheckboxField({ label, error, className, required, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input
          id={id}
          type="checkbox"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          {...inputProps}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
