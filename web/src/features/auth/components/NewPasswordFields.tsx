import { useIntl } from 'react-intl';
import { PasswordField } from '../../../components/PasswordField';
import type { MessageId } from '../../../i18n/message-id';
import { formatOptional, type FieldErrors } from '../../../lib/errors/field-message';

type NewPasswordField = 'newPassword' | 'confirmPassword';

export interface NewPasswordFieldsProps {
  values: Record<NewPasswordField, string>;
  errors: FieldErrors<NewPasswordField>;
  onChange: (field: NewPasswordField, value: string) => void;
}

const labels: Record<NewPasswordField, MessageId> = { newPassword: 'field.newPassword', confirmPassword: 'field.confirmNewPassword' };

/** The new password and its confirmation, as a password change and a reset by phone ask for them. */
export function NewPasswordFields({ values, errors, onChange }: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (['newPassword', 'confirmPassword'] as const).map((name) => (
    <PasswordField
      key={name}
      name={name}
      label={intl.formatMessage({ id: labels[name] })}
      autoComplete="new-password"
      required
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={formatOptional(intl, errors[name])}
    />
  ));
}
