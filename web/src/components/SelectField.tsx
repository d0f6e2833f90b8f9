import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './TextField.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled <select> that looks and reports errors like TextField. */
export function SelectField({ label, error, className, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      </span>
      <select
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...selectProps}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
