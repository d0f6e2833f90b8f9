import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import { useFieldIds } from './field-ids';
import styles from './TextField.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled <select> that looks and reports errors like TextField. */
export function SelectField({ label, error, className, children, ...selectProps }: SelectFieldProps) {
  const ids = useFieldIds({ error });
  return (
    <FieldFrame ids={ids} label={label} error={error} className={className}>
      <select id={ids.id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...selectProps}>
        {children}
      </select>
    </FieldFrame>
  );
}
