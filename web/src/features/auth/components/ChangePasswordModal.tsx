import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { PasswordField } from '../../../components/PasswordField';
import { errorMessage } from '../../../lib/errors/error-message';
import { formatOptional } from '../../../lib/errors/field-message';
import { useFieldErrors } from '../../../lib/hooks/useFieldErrors';
import { useChangePassword } from '../mutations/useChangePassword';
import { useLogout } from '../mutations/useLogout';
import { ruleFor } from '../validation/register-fields';
import { distributeUserErrors } from '../validation/user-error-message';
import {
  validateChangePassword,
  type ChangePasswordField,
  type ChangePasswordValues,
} from '../validation/validate-password';
import { AuthSubmitForm } from './AuthSubmitForm';
import { NewPasswordFields } from './NewPasswordFields';
import styles from './AuthForm.module.css';

export const ChangePasswordModalSiteFragment = graphql(`
  fragment ChangePasswordModal_site on Site {
    registrationForm {
      fields {
        ...RegistrationFieldRule @unmask
      }
    }
  }
`);

export interface ChangePasswordModalProps {
  site: FragmentType<typeof ChangePasswordModalSiteFragment>;
  /** Opened by a login that must change its password first (123456, or expired). */
  forced?: boolean;
  onClose: () => void;
  /** The new password is set and the session ended: the member logs in again. */
  onLoggedOut: () => void;
}

const fieldOrder: readonly ChangePasswordField[] = ['oldPassword', 'newPassword', 'confirmPassword'];
const fieldOf = (field: string): ChangePasswordField | null =>
  (fieldOrder as readonly string[]).includes(field) ? (field as ChangePasswordField) : null;

export function ChangePasswordModal({ site, forced = false, onClose, onLoggedOut }: ChangePasswordModalProps) {
  const intl = useIntl();
  const { data, complete } = useFragment({
    fragment: ChangePasswordModalSiteFragment,
    fragmentName: 'ChangePasswordModal_site',
    from: site,
  });
  const passwordRule = complete ? ruleFor(data.registrationForm, 'password') : undefined;
  const { changePassword, loading } = useChangePassword();
  const { logout, loading: loggingOut } = useLogout();
  const [values, setValues] = useState<ChangePasswordValues>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const { formRef, fieldErrors, formErrors, setFormErrors, showErrors, clearField } = useFieldErrors(fieldOrder);
  const [changed, setChanged] = useState(false);

  function setValue(field: ChangePasswordField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field);
  }

  async function submit() {
    setFormErrors([]);
    const errors = validateChangePassword(values, passwordRule);
    if (Object.keys(errors).length > 0) return showErrors(errors);
    try {
      // Spec 000 §5: the request sends the new password as its confirmation too.
      const payload = await changePassword({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
        confirmPassword: values.newPassword,
      });
      if (payload.userErrors.length === 0) {
        setChanged(true);
        return;
      }
      const distributed = distributeUserErrors(payload.userErrors, fieldOf);
      showErrors(distributed.fieldErrors, distributed.formErrors);
    } catch (error) {
      setFormErrors([errorMessage(error)]);
    }
  }

  async function logInAgain() {
    try {
      await logout();
    } finally {
      onLoggedOut();
    }
  }

  return (
    <Modal
      testId="change-password-modal"
      title={intl.formatMessage({ id: 'password.change.title' })}
      onClose={changed ? () => void logInAgain() : onClose}
      // The forced change is required (weak or expired password): Escape must not skip it.
      dismissible={!forced || changed}
    >
      {changed ? (
        <div className={styles.form}>
          <p role="status">{intl.formatMessage({ id: 'password.change.success' })}</p>
          <div className={styles.actions}>
            <Button variant="primary" disabled={loggingOut} onClick={() => void logInAgain()}>
              {intl.formatMessage({ id: 'password.change.loginAgain' })}
            </Button>
          </div>
        </div>
      ) : (
        <AuthSubmitForm
          formRef={formRef}
          label={intl.formatMessage({ id: 'password.change.title' })}
          onSubmit={submit}
          formErrors={formErrors}
          submitLabel={intl.formatMessage({ id: 'password.change.submit' })}
          submitting={loading}
        >
          {forced ? <p className={styles.note}>{intl.formatMessage({ id: 'password.change.forced' })}</p> : null}
          <PasswordField
            name="oldPassword"
            label={intl.formatMessage({ id: 'field.oldPassword' })}
            autoComplete="current-password"
            required
            value={values.oldPassword}
            onChange={(event) => setValue('oldPassword', event.target.value)}
            error={formatOptional(intl, fieldErrors.oldPassword)}
          />
          <NewPasswordFields values={values} errors={fieldErrors} onChange={setValue} />
        </AuthSubmitForm>
      )}
    </Modal>
  );
}
