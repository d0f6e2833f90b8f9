import { FormDialog, type FormDialogProps } from '../../../components/FormDialog';
import { PaymentPasswordField } from '../../../components/PaymentPasswordField';
import type { FieldMessage } from '../../../lib/errors/field-message';
import styles from './PointMall.module.css';

/** The part of a money form (useMoneyFormValues) that the payment password field reads and writes. */
interface PaymentForm {
  values: { withdrawPassword: string };
  set: (field: 'withdrawPassword', value: string) => void;
  fieldErrors: { withdrawPassword?: FieldMessage };
}

export type PointsPaymentDialogProps = Omit<FormDialogProps, 'layout' | 'cancellable' | 'form'> & { form: FormDialogProps['form'] & PaymentForm };

/** A points-mall dialog paid with the payment password: the dialog's own fields, the password last, then cancel or submit. */
export function PointsPaymentDialog({ form, children, ...dialog }: PointsPaymentDialogProps) {
  return (
    <FormDialog {...dialog} layout={styles} form={form} cancellable>
      {children}
      <PaymentPasswordField value={form.values.withdrawPassword} onChange={(value) => form.set('withdrawPassword', value)} error={form.fieldErrors.withdrawPassword} />
    </FormDialog>
  );
}
