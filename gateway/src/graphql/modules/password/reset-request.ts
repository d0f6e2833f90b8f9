import type { RequestPasswordResetInput, UserError } from '../../../__generated__/schema-types.js';
import { userError, type Checked } from '../../shared/user-errors.js';

const USERNAME = /^[A-Za-z0-9_.-]{1,64}$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Forgot password by email: username in username format, email required and valid (spec 000 section 5). */
export function checkResetRequest(input: RequestPasswordResetInput): Checked<{ username: string; email: string }> {
  const errors: UserError[] = [];
  const username = input.username.trim();
  const email = input.email.trim();
  if (!username) errors.push(userError('username', 'REQUIRED', 'Enter your username.'));
  else if (!USERNAME.test(username)) errors.push(userError('username', 'INVALID_FORMAT', 'Enter a valid username.'));
  if (!email) errors.push(userError('email', 'REQUIRED', 'Enter your email address.'));
  else if (email.length > 255 || !EMAIL.test(email)) errors.push(userError('email', 'INVALID_EMAIL', 'Enter a valid email address.'));
  return errors.length > 0 ? { errors } : { value: { username, email } };
}
