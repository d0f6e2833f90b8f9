import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MessageDialog } from '../../../components/MessageDialog';
import { TextField } from '../../../components/TextField';
import { errorMessage } from '../../../lib/errors/error-message';
import { formatOptional } from '../../../lib/errors/field-message';
import { useFieldErrors } from '../../../lib/hooks/useFieldErrors';
import { useRequestPasswordReset } from '../mutations/useRequestPasswordReset';
import { ruleFor, type NamedFieldRule } from '../validation/register-fields';
import { distributeUserErrors } from '../validation/user-error-message';
import { validateEmailReset, type EmailResetField } from '../validation/validate-password';
import { AuthSubmitForm } from './AuthSubmitForm';
import styles from './AuthForm.module.css';

const fieldOrder: readonly EmailResetField[] = ['username', 'email'];
const fieldOf = (field: string): EmailResetField | null =>
  field === 'username' || field === 'email' ? field : null;

export interface EmailResetFormProps {
  rules: { fields: ReadonlyArray<NamedFieldRule> };
  onDone: () => void;
}

/** Username and email; on success a dialog says the request has been sent. */
export function EmailResetForm({ rules, onDone }: EmailResetFormProps) {
  const intl = useIntl();
  const { requestPasswordReset, loading } = useRequestPasswordReset();
  const [values, setValues] = useState({ username: '', email: '' });
  const { formRef, fieldErrors, formErrors, setFormErrors, showErrors, clearField } = useFieldErrors(fieldOrder);
  const [sent, setSent] = useState(false);

  function setValue(field: EmailResetField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field);
  }

  async function submit() {
    setFormErrors([]);
    const input = { username: values.username.trim(), email: values.email.trim() };
    const errors = validateEmailReset(input, ruleFor(rules, 'username'));
    if (Object.keys(errors).length > 0) return showErrors(errors);
    try {
      const payload = await requestPasswordReset(input);
      if (payload.sent) return setSent(true);
      const distributed = distributeUserErrors(payload.userErrors, fieldOf);
      const formLevel = distributed.formErrors.length || Object.keys(distributed.fieldErrors).length ? distributed.formErrors : [{ id: 'auth.userError.REJECTED' as const }];
      showErrors(distributed.fieldErrors, formLevel);
    } catch (error) {
      setFormErrors([errorMessage(error)]);
    }
  }

  return (
    <AuthSubmitForm
      formRef={formRef}
      label={intl.formatMessage({ id: 'password.forgot.mode.email' })}
      onSubmit={submit}
      formErrors={formErrors}
      submitLabel={intl.formatMessage({ id: 'password.forgot.send' })}
      submitting={loading}
    >
      <p className={styles.note}>{intl.formatMessage({ id: 'password.forgot.emailNote' })}</p>
      <TextField
        name="username"
        label={intl.formatMessage({ id: 'field.username' })}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.username}
        onChange={(event) => setValue('username', event.target.value)}
        error={formatOptional(intl, fieldErrors.username)}
      />
      <TextField
        name="email"
        type="email"
        label={intl.formatMessage({ id: 'field.email' })}
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => setValue('email', event.target.value)}
        error={formatOptional(intl, fieldErrors.email)}
      />
      {sent ? (
        <MessageDialog
          testId="password-reset-sent"
          title={intl.formatMessage({ id: 'password.forgot.sent.title' })}
          message={<p>{intl.formatMessage({ id: 'password.forgot.sent.text' })}</p>}
          confirmLabel={intl.formatMessage({ id: 'dialog.ok' })}
          onConfirm={onDone}
        />
      ) : null}
    </AuthSubmitForm>
  );
}
