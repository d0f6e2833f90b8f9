import type { ReactNode, Ref } from 'react';
import type { FieldMessage } from '../lib/errors/field-message';
import { DialogOutcome } from './DialogOutcome';
import { FormActions } from './FormActions';
import { FormErrors } from './FormErrors';
import { Modal } from './Modal';
import { SubmitForm } from './SubmitForm';

export interface FormDialogProps {
  title: string;
  testId: string;
  onClose: () => void;
  /** The layout of the form (and of the outcome) and of its action row, from the dialog's own styles. */
  layout: { form?: string; actions?: string };
  /** The form's state (useMoneyForm): its element, its messages about the whole form, a request on the way. */
  form: { formRef: Ref<HTMLFormElement>; formErrors: ReadonlyArray<FieldMessage>; submitting: boolean };
  /** The form's accessible name, where the dialog's title is not enough. */
  label?: string;
  onSubmit: () => unknown;
  submitLabel: string;
  /** A cancel button before the submit button (closes the dialog). */
  cancellable?: boolean;
  /** Once the action went through: what it did, in place of the form, with OK to close. */
  outcome?: { testId: string; message: ReactNode } | null;
  /** The form's fields. */
  children: ReactNode;
}

/** A dialog that asks for a form (a payment, a transfer, a confirmation) and gives way to its outcome. */
export function FormDialog(props: FormDialogProps) {
  const { title, testId, onClose, outcome, form } = props;
  const { form: className, actions: actionsClassName } = props.layout;
  return (
    <Modal title={title} onClose={onClose} testId={testId}>
      {outcome ? (
        <DialogOutcome className={className} actionsClassName={actionsClassName} testId={outcome.testId} onClose={onClose}>
          {outcome.message}
        </DialogOutcome>
      ) : (
        <SubmitForm formRef={form.formRef} className={className} label={props.label} onSubmit={props.onSubmit}>
          {props.children}
          <FormErrors errors={form.formErrors} />
          <FormActions
            className={actionsClassName}
            submitLabel={props.submitLabel}
            submitting={form.submitting}
            onCancel={props.cancellable ? onClose : undefined}
          />
        </SubmitForm>
      )}
    </Modal>
  );
}
