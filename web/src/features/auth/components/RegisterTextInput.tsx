import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import type { MessageId } from '../../../i18n/message-id';
import type { RegisterTextField } from '../validation/register-fields';

type PlainField = Exclude<RegisterTextField, 'mobile' | 'verificationCode' | 'captcha'>;

interface FieldPresentation {
  label: MessageId;
  autoComplete: string;
  secret?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

const presentation: Record<PlainField, FieldPresentation> = {
  username: { label: 'field.username', autoComplete: 'username' },
  password: { label: 'field.password', autoComplete: 'new-password', secret: true },
  confirmPassword: { label: 'field.confirmPassword', autoComplete: 'new-password', secret: true },
  email: { label: 'field.email', autoComplete: 'email', inputMode: 'email' },
  payeeName: { label: 'field.payeeName', autoComplete: 'name' },
  paymentPassword: { label: 'field.paymentPassword', autoComplete: 'off', secret: true, inputMode: 'numeric' },
  qq: { label: 'field.qq', autoComplete: 'off', inputMode: 'numeric' },
  line: { label: 'field.line', autoComplete: 'off' },
  whatsapp: { label: 'field.whatsapp', autoComplete: 'off', inputMode: 'tel' },
  facebook: { label: 'field.facebook', autoComplete: 'off' },
  wechat: { label: 'field.wechat', autoComplete: 'off' },
  idNumber: { label: 'field.idNumber', autoComplete: 'off' },
  affiliateCode: { label: 'field.affiliateCode', autoComplete: 'off' },
};

export interface RegisterTextInputProps {
  field: PlainField;
  required: boolean;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** The field's rule, shown before any error (the username's, issue 32 item 10). */
  hint?: string | undefined;
}

/** One plain text or password field of the registration form, labelled and autocompleted by its name. */
export function RegisterTextInput({ field, required, value, onChange, error, hint }: RegisterTextInputProps) {
  const intl = useIntl();
  const { label, autoComplete, secret, inputMode } = presentation[field];
  const props = {
    name: field,
    label: intl.formatMessage({ id: label }),
    autoComplete,
    inputMode,
    autoCapitalize: 'none',
    spellCheck: false,
    required,
    value,
    error,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return secret ? <PasswordField {...props} /> : <TextField {...props} hint={hint} />;
}
