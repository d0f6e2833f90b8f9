import type { LoginInput, LoginWithProviderInput, UserError } from '../../../__generated__/schema-types.js';
import { userError, type Checked } from '../../shared/user-errors.js';

export interface ValidLogin {
  username: string;
  password: string;
  captcha: string | undefined;
}

// Generous outer bounds: the platform's own rules are checked by the platform; these stop junk early.
const LIMITS = { username: 64, password: 64, captcha: 16, smsCode: 255, idToken: 4096 } as const;

/** Checks the login form at the gateway so nothing obviously invalid reaches the platform. */
export function validateLogin(input: LoginInput): Checked<ValidLogin> {
  const errors: UserError[] = [];
  const username = input.username.trim();
  const password = input.password.trim();
  const captcha = input.captcha?.trim() || undefined;

  if (!username) errors.push(userError('username', 'REQUIRED', 'Enter your username.'));
  else if (username.length > LIMITS.username) errors.push(userError('username', 'TOO_LONG', 'Username is too long.'));
  if (!password) errors.push(userError('password', 'REQUIRED', 'Enter your password.'));
  else if (password.length > LIMITS.password) errors.push(userError('password', 'TOO_LONG', 'Password is too long.'));
  if (captcha !== undefined && captcha.length > LIMITS.captcha) {
    errors.push(userError('captcha', 'TOO_LONG', 'Captcha is too long.'));
  }
  return errors.length > 0 ? { errors } : { value: { username, password, captcha } };
}

/** An SMS code: required, at most 255 characters (spec 000 section 9). */
export function checkSmsCode(raw: string, field: string): Checked<string> {
  const code = raw.trim();
  if (!code) return { errors: [userError(field, 'REQUIRED', 'Enter the verification code.')] };
  if (code.length > LIMITS.smsCode) return { errors: [userError(field, 'TOO_LONG', 'The verification code is too long.')] };
  return { value: code };
}

export function checkIdToken(input: LoginWithProviderInput): Checked<string> {
  const token = input.idToken.trim();
  if (!token) return { errors: [userError('idToken', 'REQUIRED', 'The sign-in did not complete.')] };
  if (token.length > LIMITS.idToken) return { errors: [userError('idToken', 'TOO_LONG', 'The sign-in token is too long.')] };
  return { value: token };
}
