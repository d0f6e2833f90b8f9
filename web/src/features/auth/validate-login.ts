import type { MessageId } from '../../i18n/message-id';

export interface LoginValues {
  username: string;
  password: string;
}

export type LoginField = keyof LoginValues;
export type LoginFieldErrors = Partial<Record<LoginField, MessageId>>;

/** Spec §5: username and password are required, both trimmed. */
export function normaliseLogin(values: LoginValues): LoginValues {
  return { username: values.username.trim(), password: values.password.trim() };
}

export function validateLogin(values: LoginValues): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!values.username) errors.username = 'auth.login.usernameRequired';
  if (!values.password) errors.password = 'auth.login.passwordRequired';
  return errors;
}
