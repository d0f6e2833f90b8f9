import type { FieldErrors } from '../../../lib/errors/field-message';
import { validateMobile, type MobileCountry } from './mobile';

export type LoginField = 'username' | 'password' | 'captcha' | 'mobile' | 'smsCode';
export type LoginFieldErrors = FieldErrors<LoginField>;

export interface UsernameLogin {
  username: string;
  password: string;
  captcha: string;
}

/** Spec 000 §5: username and password are required, both trimmed; the captcha once it is shown. */
export function normaliseUsernameLogin(values: UsernameLogin): UsernameLogin {
  return { username: values.username.trim(), password: values.password.trim(), captcha: values.captcha.trim() };
}

export function validateUsernameLogin(values: UsernameLogin, captchaShown: boolean): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!values.username) errors.username = { id: 'auth.login.usernameRequired' };
  if (!values.password) errors.password = { id: 'auth.login.passwordRequired' };
  if (captchaShown && !values.captcha) errors.captcha = { id: 'validation.captchaRequired' };
  return errors;
}

/** SMS mode: a mobile number in the country's format and the code. */
export function validateSmsLogin(mobile: string, smsCode: string, country: MobileCountry | undefined): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const mobileError = validateMobile(mobile, country);
  if (mobileError) errors.mobile = mobileError;
  if (!smsCode.trim()) errors.smsCode = { id: 'validation.codeRequired' };
  return errors;
}

const loginFields: readonly LoginField[] = ['username', 'password', 'captcha', 'mobile', 'smsCode'];

/** The login form field that shows a server userError about `serverField`. */
export function loginFieldOf(serverField: string): LoginField | null {
  if (serverField === 'countryDialingCode') return 'mobile';
  return (loginFields as readonly string[]).includes(serverField) ? (serverField as LoginField) : null;
}
