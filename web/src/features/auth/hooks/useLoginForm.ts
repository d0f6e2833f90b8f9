import { useState } from 'react';
import { errorMessageId } from '../../../lib/errors/error-message';
import type { MessageId } from '../../../i18n/message-id';
import { useLogin } from '../mutations/useLogin';
import { userErrorMessageId } from '../user-error-message';
import {
  normaliseLogin,
  validateLogin,
  type LoginField,
  type LoginFieldErrors,
  type LoginValues,
} from '../validate-login';

const fields: readonly LoginField[] = ['username', 'password'];

function isLoginField(field: string | null | undefined): field is LoginField {
  return field === 'username' || field === 'password';
}

function focusField(form: HTMLFormElement, field: LoginField) {
  const input = form.elements.namedItem(field);
  if (input instanceof HTMLInputElement) input.focus();
}

/** State and submit logic of the header login form; the component only renders. */
export function useLoginForm() {
  const { login, loading } = useLogin();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [formErrors, setFormErrors] = useState<MessageId[]>([]);

  function setValue(field: LoginField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(form: HTMLFormElement) {
    const input = normaliseLogin(values);
    const errors = validateLogin(input);
    setFieldErrors(errors);
    setFormErrors([]);
    const firstInvalid = fields.find((field) => errors[field]);
    if (firstInvalid) {
      focusField(form, firstInvalid);
      return;
    }

    try {
      const payload = await login(input);
      // On success the cache now holds the viewer and the header swaps this form for the account.
      if (payload.viewer) return;

      const nextFieldErrors: LoginFieldErrors = {};
      const nextFormErrors = new Set<MessageId>();
      for (const userError of payload.userErrors) {
        const messageId = userErrorMessageId(userError.code);
        if (isLoginField(userError.field) && !nextFieldErrors[userError.field]) {
          nextFieldErrors[userError.field] = messageId;
        } else {
          nextFormErrors.add(messageId);
        }
      }
      if (payload.captchaRequired) nextFormErrors.add('auth.login.captchaRequired');
      setFieldErrors(nextFieldErrors);
      setFormErrors([...nextFormErrors]);
    } catch (error) {
      setFormErrors([errorMessageId(error)]);
    }
  }

  return { values, fieldErrors, formErrors, loading, setValue, submit };
}
