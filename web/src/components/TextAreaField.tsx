import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import { useFieldIds } from './field-ids';
import styles from './TextField.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  /** Under the field, e.g. "12 / 140": announced politely as it changes. */
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled <textarea> that looks and reports errors like TextField. */
export function TextAreaField({ label, error, hint, className, required, ...textareaProps }: TextAreaFieldProps) {
  const ids = useFieldIds({ error, hint, hintStays: true });
  return (
    <FieldFrame ids={ids} label={label} required={required} error={error} hint={hint} hintStays className={className}>
      <textarea
        id={ids.id}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        {...textareaProps}
      />
    </FieldFrame>
  );
}
