import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
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
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  const input = (
    <input
      id={id}
      className={styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      {...inputProps}
    />
  );
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {hideLabel ? (
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
      ) : (
        <span className={styles.labelRow}>
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
          {/* Outside the label so the field's accessible name stays the label alone. */}
          {required ? (
            <span className={styles.requiredMark} aria-hidden="true">
              *
            </span>
          ) : null}
        </span>
      )}
      {startAdornment || endAdornment ? (
        <div className={styles.row}>
          {startAdornment}
          {input}
          {endAdornment}
        </div>
      ) : (
        input
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
