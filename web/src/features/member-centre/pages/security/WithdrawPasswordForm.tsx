import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormErrors } from '../../../../components/FormErrors';
import { PasswordField } from '../../../../components/PasswordField';
import type { MessageId } from '../../../../i18n/message-id';
import { formatOptional, type FieldErrors } from '../../../../lib/errors/field-message';
import { useMoneyFormValues } from '../../../../lib/hooks/useMoneyFormValues';
import { useSetWithdrawPassword } from '../../mutations/useSetWithdrawPassword';
import { FormActions } from '../../../../components/FormActions';
import { SubmitForm } from '../../../../components/SubmitForm';
import styles from '../page-styles';

type Field = 'loginPassword' | 'currentPassword' | 'newPassword' | 'confirmPassword';

// The gateway's rule: exactly 6 digits.
const withdrawPasswordPattern = /^\d{6}$/;

export interface WithdrawPasswordFormProps {
  /** first: none is set yet, so the login password proves who asks; change: the current one does. */
  mode: 'first' | 'change';
  onDone?: () => void;
}

/** Sets the first withdraw (payment) password, or changes it. */
export function WithdrawPasswordForm({ mode, onDone }: WithdrawPasswordFormProps) {
  const intl = useIntl();
  const setWithdrawPassword = useSetWithdrawPassword();
  const proof: Field = mode === 'first' ? 'loginPassword' : 'currentPassword';
  const empty: Record<Field, string> = { loginPassword: '', currentPassword: '', newPassword: '', confirmPassword: '' };
  const [saved, setSaved] = useState(false);
  const { formRef, fieldErrors, formErrors, submit: submitForm, submitting, values, setValues, set } = useMoneyFormValues(empty, {
    clearOutcome: () => setSaved(false),
  });

  function validate(): FieldErrors<Field> {
    const errors: FieldErrors<Field> = {};
    if (!values[proof]) errors[proof] = { id: 'validation.required' };
    if (!withdrawPasswordPattern.test(values.newPassword)) errors.newPassword = { id: 'withdrawPassword.rule' };
    else if (mode === 'change' && values.newPassword === values.currentPassword) errors.newPassword = { id: 'withdrawPassword.same' };
    if (values.confirmPassword !== values.newPassword) errors.confirmPassword = { id: 'validation.mismatch' };
    return errors;
  }

  const submit = () =>
    submitForm({
      validate,
      send: (idempotencyKey) =>
        setWithdrawPassword({
          ...(mode === 'first' ? { loginPassword: values.loginPassword } : { currentPassword: values.currentPassword }),
          newPassword: values.newPassword,
          confirmPassword: values.confirmPassword,
          idempotencyKey,
        }),
      onSuccess: () => {
        setValues(empty);
        setSaved(true);
        onDone?.();
      },
    });

  const field = (name: Field, label: MessageId, autoComplete: string) => (
    <PasswordField
      name={name}
      label={intl.formatMessage({ id: label })}
      autoComplete={autoComplete}
      inputMode={name === 'loginPassword' ? undefined : 'numeric'}
      required
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      error={formatOptional(intl, fieldErrors[name])}
    />
  );
  const title = intl.formatMessage({ id: mode === 'first' ? 'withdrawPassword.set' : 'withdrawPassword.change' });
  return (
    <SubmitForm formRef={formRef} className={styles.form} label={title} onSubmit={submit}>
      {mode === 'first' ? <p className={styles.note}>{intl.formatMessage({ id: 'withdrawPassword.firstNote' })}</p> : null}
      {mode === 'first'
        ? field('loginPassword', 'withdrawPassword.loginPassword', 'current-password')
        : field('currentPassword', 'withdrawPassword.current', 'off')}
      {field('newPassword', 'withdrawPassword.new', 'off')}
      {field('confirmPassword', 'withdrawPassword.confirm', 'off')}
      <FormErrors errors={formErrors} />
      {saved ? (
        <p role="status" className={styles.success}>
          {intl.formatMessage({ id: 'withdrawPassword.saved' })}
        </p>
      ) : null}
      <FormActions className={styles.actions} submitLabel={title} submitting={submitting} />
    </SubmitForm>
  );
}
