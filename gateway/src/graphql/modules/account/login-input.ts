import type { LoginInput, UserError } from '../../../__generated__/resolvers-types.js';

export interface ValidLogin {
  username: string;
  password: string;
  captcha: string | undefined;
}

// Generous outer bounds: the platform's own rules are checked by the platform; these stop junk early.
const LIMITS = { username: 64, password: 64, captcha: 16 } as const;

/** Checks the login form at the gateway so nothing obviously invalid reaches the platform. */
export function validateLogin(input: LoginInput): { value: ValidLogin } | { errors: UserError[] } {
  const errors: UserError[] = [];
  const username = input.username.trim();
  const password = input.password.trim();
  const captcha = input.captcha?.trim() || undefined;

  if (!username) errors.push({ field: 'username', code: 'REQUIRED', message: 'Enter your username.' });
  else if (username.length > LIMITS.username) errors.push({ field: 'username', code: 'TOO_LONG', message: 'Username is too long.' });
  if (!password) errors.push({ field: 'password', code: 'REQUIRED', message: 'Enter your password.' });
  else if (password.length > LIMITS.password) errors.push({ field: 'password', code: 'TOO_LONG', message: 'Password is too long.' });
  if (captcha !== undefined && captcha.length > LIMITS.captcha) {
    errors.push({ field: 'captcha', code: 'TOO_LONG', message: 'Captcha is too long.' });
  }
  return errors.length > 0 ? { errors } : { value: { username, password, captcha } };
}
