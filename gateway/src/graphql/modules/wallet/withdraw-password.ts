import type { SetWithdrawPasswordInput, UserError } from '../../../__generated__/schema-types.js';
import { required, userError } from '../../shared/user-errors.js';

const SIX_DIGITS = /^\d{6}$/;

/**
 * The checks the platform makes on a new withdraw password, made first so it is never asked to refuse one:
 * 6 digits, confirmed, different from the current one; the first is set with the login password, a change with
 * the current withdraw password.
 */
export function withdrawPasswordProblems(input: SetWithdrawPasswordInput, passwordSet: boolean): UserError[] {
  const problems: UserError[] = [];
  if (passwordSet && !input.currentPassword) problems.push(required('currentPassword'));
  if (!passwordSet && !input.loginPassword) problems.push(required('loginPassword'));
  if (!SIX_DIGITS.test(input.newPassword)) {
    problems.push(userError('newPassword', 'INVALID_FORMAT', 'The withdraw password is exactly 6 digits.', { minLength: 6, maxLength: 6 }));
  } else if (passwordSet && input.newPassword === input.currentPassword) {
    problems.push(userError('newPassword', 'INVALID_FORMAT', 'The new withdraw password must differ from the current one.'));
  }
  if (input.confirmPassword !== input.newPassword) problems.push(userError('confirmPassword', 'MISMATCH', 'The passwords do not match.'));
  return problems;
}
