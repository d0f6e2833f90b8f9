import type { ReactNode } from 'react';
import type { FieldIds, FieldIdsOptions } from './field-ids';
import styles from './TextField.module.css';

export interface FieldMessagesProps extends FieldIdsOptions {
  ids: FieldIds;
}

/** The error or hint under a form control, with the ids its aria-describedby names. */
export function FieldMessages({ ids, error, hint, hintStays = false }: FieldMessagesProps) {
  const errorLine = error ? (
    <p id={ids.errorId} className={styles.error}>
      {error}
    </p>
  ) : null;
  if (hintStays) {
    return (
      <>
        {hint ? (
          <p id={ids.hintId} className={styles.hint} aria-live="polite">
            {hint}
          </p>
        ) : null}
        {errorLine}
      </>
    );
  }
  return (
    errorLine ??
    (hint ? (
      <p id={ids.hintId} className={styles.hint}>
        {hint}
      </p>
    ) : null)
  );
}

export interface FieldFrameProps extends FieldMessagesProps {
  label: string;
  /** Keeps the <label> for assistive tech but hides it where space is tight (the header form). */
  hideLabel?: boolean;
  /** Marks the label with an asterisk. */
  required?: boolean | undefined;
  className?: string | undefined;
  /** The control, with `ids.id` as its id. */
  children: ReactNode;
}

/** A labelled form control (input, select, textarea) with its error or hint under it, as every form shows them. */
export function FieldFrame({ label, hideLabel = false, required, className, children, ...messages }: FieldFrameProps) {
  const { id } = messages.ids;
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
      {children}
      <FieldMessages {...messages} />
    </div>
  );
}
