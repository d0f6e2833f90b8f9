import type { ReactNode, Ref } from 'react';
import { FormActions } from '../../../components/FormActions';
import { FormErrors } from '../../../components/FormErrors';
import { SubmitForm } from '../../../components/SubmitForm';
import type { FieldMessage } from '../../../lib/errors/field-message';
import styles from './AuthForm.module.css';

export interface AuthSubmitFormProps {
  formRef: Ref<HTMLFormElement>;
  /** The form's accessible name. */
  label: string;
  onSubmit: () => unknown;
  /** Refusals that belong to no field. */
  formErrors: ReadonlyArray<FieldMessage>;
  submitLabel: string;
  submitting: boolean;
  /** The fields. */
  children: ReactNode;
}

/** A password form of the identity screens (reset by email or phone, change): its fields, then what went wrong and submit. */
export function AuthSubmitForm({ formRef, label, onSubmit, formErrors, submitLabel, submitting, children }: AuthSubmitFormProps) {
  return (
    <SubmitForm formRef={formRef} className={styles.form} label={label} onSubmit={onSubmit}>
      {children}
      <FormErrors errors={formErrors} />
      <FormActions className={styles.actions} submitLabel={submitLabel} submitting={submitting} />
    </SubmitForm>
  );
}
